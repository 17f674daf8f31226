package org.leapshot.app.settings;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The viewer's settings directory and its small files. Failures to save are reported on stderr and
 * otherwise ignored: losing a preference must never stop the viewer.
 */
public final class Settings {
  public static final String DIR_PROPERTY = "leapshot.config.dir";
  private static final int RECENT_LIMIT = 10;

  private final Path dir;

  public Settings(Path dir) {
    this.dir = dir;
  }

  /** The directory from {@code -Dleapshot.config.dir}, else {@code $XDG_CONFIG_HOME/leapshot}, else {@code ~/.config/leapshot}. */
  public static Settings fromEnvironment() {
    String prop = System.getProperty(DIR_PROPERTY);
    if (prop != null && !prop.isBlank()) {
      return new Settings(Paths.get(prop));
    }
    String xdg = System.getenv("XDG_CONFIG_HOME");
    Path base = xdg != null && !xdg.isBlank() ? Paths.get(xdg) : Paths.get(System.getProperty("user.home"), ".config");
    return new Settings(base.resolve("leapshot"));
  }

  public Path dir() {
    return dir;
  }

  public String theme() {
    return load("viewer.properties").getProperty("theme", "light");
  }

  public void setTheme(String theme) {
    Properties p = load("viewer.properties");
    p.setProperty("theme", theme);
    save("viewer.properties", p);
  }

  /** Recent files, newest first, only those that still exist. */
  public List<Path> recentFiles() {
    Properties p = load("recent.properties");
    List<Path> list = new ArrayList<>();
    for (int i = 0; i < RECENT_LIMIT; i++) {
      String s = p.getProperty("file." + i);
      if (s != null && Files.isRegularFile(Paths.get(s))) {
        list.add(Paths.get(s));
      }
    }
    return list;
  }

  public void addRecentFile(Path file) {
    Path abs = file.toAbsolutePath().normalize();
    List<Path> list = new ArrayList<>(recentFiles());
    list.remove(abs);
    list.add(0, abs);
    Properties p = new Properties();
    for (int i = 0; i < Math.min(RECENT_LIMIT, list.size()); i++) {
      p.setProperty("file." + i, list.get(i).toString());
    }
    save("recent.properties", p);
  }

  Properties load(String name) {
    Properties p = new Properties();
    Path f = dir.resolve(name);
    if (Files.isRegularFile(f)) {
      try (InputStream in = Files.newInputStream(f)) {
        p.load(in);
      } catch (IOException | IllegalArgumentException e) {
        System.err.println("leapshot: ignoring unreadable settings file " + f + ": " + e.getMessage());
      }
    }
    return p;
  }

  /** Writes atomically (temp file, then rename) so a crash never leaves half a settings file. */
  void save(String name, Properties p) {
    Path f = dir.resolve(name);
    try {
      Files.createDirectories(f.getParent());
      Path tmp = Files.createTempFile(f.getParent(), f.getFileName().toString(), ".tmp");
      try (OutputStream out = Files.newOutputStream(tmp)) {
        p.store(out, "Leapshot viewer settings");
      }
      Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      System.err.println("leapshot: cannot save settings to " + f + ": " + e.getMessage());
    }
  }
}
