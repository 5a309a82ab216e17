#!/usr/bin/env bash
# Renders scripts/images/src/*.svg into public/: facility photos as WebP (800 and 400 wide), and
# the hero art (render-hero.ts). Needs Chromium (CHROMIUM) and cwebp (apt-get install -y webp). The
# icons are not made here: the build renders them from src/content/brand/logo.svg
# (scripts/vite-brand.ts).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
chromium="${CHROMIUM:-/usr/bin/chromium}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$root/public/images/facilities"

shot() { # svg-or-html width height out.png
  "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --default-background-color=00000000 --window-size="$2,$3" --screenshot="$4" "file://$1" >/dev/null 2>&1
}
page() { # svg width height bg -> html that shows the svg scaled to the window
  printf '<html><body style="margin:0;background:%s"><img src="%s" style="display:block;width:%spx;height:%spx"></body></html>' "$4" "$1" "$2" "$3"
}

for svg in "$here"/src/*.svg; do
  slug="$(basename "$svg" .svg)"
  for w in 800 400; do
    h=$((w * 3 / 4))
    page "$svg" "$w" "$h" transparent > "$tmp/$slug-$w.html"
    shot "$tmp/$slug-$w.html" "$w" "$h" "$tmp/$slug-$w.png"
    cwebp -quiet -q 78 -m 6 "$tmp/$slug-$w.png" -o "$root/public/images/facilities/$slug-$w.webp"
  done
done

ls -l "$root/public/images/facilities" | awk '{print $5, $9}'
# The home page's hero art (light and dark, four widths), with sharp.
npx tsx "$here/render-hero.ts"
