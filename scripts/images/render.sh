#!/usr/bin/env bash
# Renders scripts/images/src/*.svg into public/: facility photos as WebP (800 and 400 wide) and
# the icons as PNG, and the hero art (render-hero.ts). Needs Chromium (CHROMIUM) and cwebp (apt-get install -y webp).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
chromium="${CHROMIUM:-/usr/bin/chromium}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$root/public/images/facilities" "$root/public/icons"

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
  [ "$slug" = logo ] && continue
  for w in 800 400; do
    h=$((w * 3 / 4))
    page "$svg" "$w" "$h" transparent > "$tmp/$slug-$w.html"
    shot "$tmp/$slug-$w.html" "$w" "$h" "$tmp/$slug-$w.png"
    cwebp -quiet -q 78 -m 6 "$tmp/$slug-$w.png" -o "$root/public/images/facilities/$slug-$w.webp"
  done
done

logo="$here/src/logo.svg"
cp "$logo" "$root/public/favicon.svg"
for size in 192 512; do
  page "$logo" "$size" "$size" transparent > "$tmp/icon-$size.html"
  shot "$tmp/icon-$size.html" "$size" "$size" "$root/public/icons/icon-$size.png"
done
# Maskable and Apple icons: full bleed, the mark inside the central safe zone.
mask() { # size out
  printf '<html><body style="margin:0;background:#c8603a;display:grid;place-items:center;height:%spx"><img src="%s" style="width:%spx;height:%spx"></body></html>' "$1" "$logo" $(( $1 * 7 / 10 )) $(( $1 * 7 / 10 )) > "$tmp/mask.html"
  shot "$tmp/mask.html" "$1" "$1" "$2"
}
mask 512 "$root/public/icons/maskable-512.png"
mask 180 "$root/public/icons/apple-touch-icon-180.png"
ls -l "$root/public/images/facilities" "$root/public/icons" | awk '{print $5, $9}'
# The home page's hero art (light and dark, four widths), with sharp.
npx tsx "$here/render-hero.ts"
