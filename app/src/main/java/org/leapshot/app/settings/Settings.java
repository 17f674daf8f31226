package org.leapshot.app.settings;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The viewer's settings directory and its small files. Failures to save are reported on stderr and
 * otherwise ignored: losing a preference must never stop the viewer.
 *
 * <p>The Event Dispatch Thread does no file I/O, so files are kept in memory: {@link #preload}
 * reads them on a background thread (the viewer's start, a trace's open job), {@link #load} answers
 * from memory when it can, and {@link #save} updates memory at once and writes the file on a
 * writer thread of its own, in order, the latest version of each file. {@link #flush} waits for the
 * writes; a shutdown hook flushes them before the JVM exits ({@link #flushAll}).
 */
public final class Settings {
  public static final String DIR_PROPERTY = "leapshot.config.dir";
  private static final int RECENT_LIMIT = 10;
  private static final String RECENT = "recent.properties";

  private final Path dir;
  private final Map<String, Properties> files = new ConcurrentHashMap<>();
  private final Map<String, Properties> unwritten = new LinkedHashMap<>();
  private final ExecutorService writer = new ThreadPoolExecutor(0, 1, 2, TimeUnit.SECONDS,
      new LinkedBlockingQueue<>(), r -> {
        Thread t = new Thread(r, "leapshot-settings-writer");
        t.setDaemon(true);
        return t;
      });

  /** Every Settings of the JVM, flushed together at exit (weakly held: a dropped one has nothing to write). */
  private static final Set<Settings> LIVE = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(Settings::flushAll, "leapshot-settings-flush"));
  }

  public Settings(Path dir) {
    this.dir = dir;
    LIVE.add(this);
  }

  /** {@link #flush} of every Settings of the JVM (at exit, and for tests before their folders go). */
  public static void flushAll() {
    List<Settings> all;
    synchronized (LIVE) {
      all = new ArrayList<>(LIVE);
    }
    all.forEach(Settings::flush);
  }

  /** Reads these settings files into memory (a background thread's work; names relative to {@link #dir}). */
  public void preload(String... names) {
    for (String name : names) {
      load(name);
    }
  }

  /** Reads the viewer-wide files and drops recent files that no longer exist. Before the window, off the EDT. */
  public void preloadViewer() {
    preload("viewer.properties", RECENT);
    List<Path> recent = recentFiles();
    List<Path> existing = recent.stream().filter(Files::isRegularFile).toList();
    if (existing.size() != recent.size()) {
      files.put(RECENT, recentProperties(existing));
    }
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

  /** Recent files, newest first (those gone by the viewer's start are left out by {@link #preloadViewer}). */
  public List<Path> recentFiles() {
    Properties p = load(RECENT);
    List<Path> list = new ArrayList<>();
    for (int i = 0; i < RECENT_LIMIT; i++) {
      String s = p.getProperty("file." + i);
      if (s != null) {
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
    save(RECENT, recentProperties(list));
  }

  private static Properties recentProperties(List<Path> list) {
    Properties p = new Properties();
    for (int i = 0; i < Math.min(RECENT_LIMIT, list.size()); i++) {
      p.setProperty("file." + i, list.get(i).toString());
    }
    return p;
  }

  /** A copy of the file's properties: from memory when read or saved before, else read now. */
  Properties load(String name) {
    Properties known = files.get(name);
    if (known == null) {
      known = read(dir.resolve(name));
      Properties raced = files.putIfAbsent(name, known);
      known = raced != null ? raced : known;
    }
    return copy(known);
  }

  private static Properties read(Path f) {
    Properties p = new Properties();
    if (Files.isRegularFile(f)) {
      try (InputStream in = Files.newInputStream(f)) {
        p.load(in);
      } catch (IOException | IllegalArgumentException e) {
        System.err.println("leapshot: ignoring unreadable settings file " + f + ": " + e.getMessage());
      }
    }
    return p;
  }

  /** Keeps {@code p} as the file's content now and writes it in the background. */
  void save(String name, Properties p) {
    Properties mine = copy(p);
    files.put(name, mine);
    synchronized (unwritten) {
      unwritten.put(name, mine);
    }
    writer.execute(this::writeUnwritten);
  }

  /** Waits until every saved file is on disk (at most a few seconds; a stuck disk must not hang the viewer's exit). */
  public void flush() {
    Future<?> done = writer.submit(this::writeUnwritten);
    try {
      done.get(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException | RejectedExecutionException e) {
      System.err.println("leapshot: settings may not all be saved: " + e);
    }
  }

  private void writeUnwritten() {
    while (true) {
      Map.Entry<String, Properties> next;
      synchronized (unwritten) {
        Iterator<Map.Entry<String, Properties>> it = unwritten.entrySet().iterator();
        if (!it.hasNext()) {
          return;
        }
        next = it.next();
        it.remove();
      }
      write(dir.resolve(next.getKey()), next.getValue());
    }
  }

  /** Writes atomically (temp file, then rename) so a crash never leaves half a settings file. */
  private static void write(Path f, Properties p) {
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

  private static Properties copy(Properties p) {
    Properties c = new Properties();
    c.putAll(p);
    return c;
  }
}
