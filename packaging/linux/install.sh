#!/bin/sh
# Installs Leapshot for the current user on a Linux desktop and makes it the handler of .slog2,
# .clog2 (MPE) and OTF (.otf master file) traces, so that double-clicking a trace opens it (the
# viewer converts CLOG2 and OTF in the background):
#   - the jar goes to ~/.local/share/leapshot/leapshot.jar with the launcher bin/leapshot beside it
#     (linked from ~/.local/bin/leapshot) and a class-data sharing archive made for it there;
#   - the MIME types application/x-slog2 (*.slog2, or files starting with "SLOG 2"),
#     application/x-clog2 (*.clog2, "CLOG-02.") and application/x-otf-trace (*.otf whose content
#     is an OTF master file, not an OpenType font), application/x-otf2-trace (an OTF2 archive's
#     anchor file *.otf2), application/x-paraver-trace (*.prv) and application/x-paje-trace (*.paje,
#     or a Paje header "%EventDef") are registered;
#   - leapshot.desktop is installed and set as the default application for those types.
# Usage: packaging/linux/install.sh [path/to/leapshot.jar]     (default: app/target/leapshot.jar)
# Remove with: packaging/linux/install.sh --uninstall
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
jar_dir=$data/leapshot

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin/leapshot" "$data/applications/leapshot.desktop" "$data/mime/packages/leapshot-slog2.xml" \
        "$data/icons/hicolor/scalable/apps/leapshot.svg"
  rm -rf "$jar_dir"
  command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
  echo "Leapshot removed."
  exit 0
fi

jar=${1:-$here/../../app/target/leapshot.jar}
if [ ! -f "$jar" ]; then
  echo "install.sh: $jar not found; build it first with: mvn -B package -DskipTests" >&2
  exit 1
fi
if ! command -v java >/dev/null 2>&1; then
  echo "install.sh: 'java' (17 or newer) is not on the PATH; install a Java runtime first" >&2
  exit 1
fi

mkdir -p "$jar_dir" "$bin" "$data/applications" "$data/mime/packages" "$data/icons/hicolor/scalable/apps"
cp "$jar" "$jar_dir/leapshot.jar"

# The launcher is bin/leapshot itself, beside the jar (where it looks first), linked from $bin.
cp "$here/../../bin/leapshot" "$jar_dir/leapshot"
chmod 755 "$jar_dir/leapshot"
rm -f "$bin/leapshot"
ln -s "$jar_dir/leapshot" "$bin/leapshot"

# Commands start faster from a class-data sharing archive (issue #22), as after the package step. It
# names the jar by its path, so it is made here for the installed one, by the same training run.
rm -f "$jar_dir/leapshot.jsa"
classes=$jar_dir/leapshot.classlist
if java -Xshare:off -XX:DumpLoadedClassList="$classes" -cp "$jar_dir/leapshot.jar" org.leapshot.app.cli.CdsTraining \
     >/dev/null 2>&1 \
   && java -Xshare:dump -XX:SharedClassListFile="$classes" -XX:SharedArchiveFile="$jar_dir/leapshot.jsa" \
     -Xlog:cds=off -cp "$jar_dir/leapshot.jar" >/dev/null 2>&1; then
  archive=" (with a class-data archive for a fast start)"
else
  rm -f "$jar_dir/leapshot.jsa"
  archive=" (no class-data archive could be made: commands start more slowly)"
fi
rm -f "$classes"

cat > "$data/mime/packages/leapshot-slog2.xml" <<'MIME'
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-slog2">
    <comment>SLOG-2 trace</comment>
    <glob pattern="*.slog2"/>
    <magic priority="50">
      <match type="string" offset="2" value="SLOG 2"/>
    </magic>
  </mime-type>
  <mime-type type="application/x-clog2">
    <comment>CLOG2 trace (MPE)</comment>
    <glob pattern="*.clog2"/>
    <magic priority="50">
      <match type="string" offset="0" value="CLOG-02."/>
    </magic>
  </mime-type>
  <!-- *.otf is also OpenType fonts (which start with "OTTO"); both globs weigh the same, so the
       content decides: an OTF trace's master file starts with its first stream ("1:"). -->
  <mime-type type="application/x-otf-trace">
    <comment>OTF trace (master file)</comment>
    <glob pattern="*.otf"/>
    <magic priority="40">
      <match type="string" offset="0" value="1:"/>
    </magic>
  </mime-type>
  <mime-type type="application/x-otf2-trace">
    <comment>OTF2 trace archive (anchor file)</comment>
    <glob pattern="*.otf2"/>
    <magic priority="50">
      <match type="string" offset="2" value="OTF2"/>
    </magic>
  </mime-type>
  <mime-type type="application/x-paraver-trace">
    <comment>Paraver trace</comment>
    <glob pattern="*.prv"/>
    <magic priority="40">
      <match type="string" offset="0" value="#Paraver"/>
    </magic>
  </mime-type>
  <!-- *.trace is too common a name to claim; Paje files are told by their header instead. -->
  <mime-type type="application/x-paje-trace">
    <comment>Paje trace</comment>
    <glob pattern="*.paje"/>
    <magic priority="40">
      <match type="string" offset="0" value="%EventDef"/>
    </magic>
  </mime-type>
</mime-info>
MIME

cat > "$data/icons/hicolor/scalable/apps/leapshot.svg" <<'ICON'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="12" fill="#1b1d21"/>
  <rect x="8" y="12" width="30" height="10" rx="2" fill="#ffa500"/>
  <rect x="40" y="12" width="16" height="10" rx="2" fill="#2e8b57"/>
  <rect x="8" y="28" width="14" height="10" rx="2" fill="#ffff00"/>
  <rect x="24" y="28" width="32" height="10" rx="2" fill="#ffa500"/>
  <rect x="8" y="44" width="40" height="10" rx="2" fill="#ffa500"/>
  <rect x="50" y="44" width="6" height="10" rx="2" fill="#00ffff"/>
  <path d="M20 17 L44 49" stroke="#fff" stroke-width="2"/>
</svg>
ICON

# Exec must find the launcher even when ~/.local/bin is not on the desktop session's PATH.
sed "s|^Exec=leapshot|Exec=$bin/leapshot|" "$here/leapshot.desktop" > "$data/applications/leapshot.desktop"

command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
command -v xdg-mime >/dev/null 2>&1 \
  && xdg-mime default leapshot.desktop application/x-slog2 application/x-clog2 application/x-otf-trace \
       application/x-otf2-trace application/x-paraver-trace application/x-paje-trace || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$data/icons/hicolor" 2>/dev/null || true

echo "Leapshot installed: $bin/leapshot$archive; .slog2, .clog2, OTF, OTF2, Paraver and Paje traces now open with Leapshot."
case ":$PATH:" in
  *":$bin:"*) ;;
  *) echo "Note: add $bin to your PATH to run 'leapshot' from a terminal." ;;
esac
