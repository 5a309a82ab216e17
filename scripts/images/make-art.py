#!/usr/bin/env python3
"""Writes the catalogue's illustrations and the brand mark as SVG (flat, layered, warm).
Run scripts/images/render.sh afterwards to turn them into WebP and PNG files in public/."""
import os

OUT = os.path.join(os.path.dirname(__file__), 'src')
os.makedirs(OUT, exist_ok=True)

def scene(sky, wall, floor, accent, body):
    return f'''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky[0]}"/><stop offset="1" stop-color="{sky[1]}"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{wall[0]}"/><stop offset="1" stop-color="{wall[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.35"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>
</defs>
<rect width="800" height="600" fill="url(#wall)"/>
<rect y="440" width="800" height="160" fill="{floor}"/>
<rect y="440" width="800" height="6" fill="#000" opacity="0.12"/>
{body}
<rect width="800" height="600" fill="url(#glow)"/>
</svg>'''

def window(x, y, w, h, extra=''):
    return f'''<rect x="{x-10}" y="{y-10}" width="{w+20}" height="{h+20}" rx="8" fill="#f6ead8"/>
<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="url(#sky)"/>{extra}
<rect x="{x+w/2-3}" y="{y}" width="6" height="{h}" fill="#f6ead8"/><rect x="{x}" y="{y+h/2-3}" width="{w}" height="6" fill="#f6ead8"/>'''

def bed(x, y, w, blanket, pillow='#fbf4ea', head='#6b3f2a'):
    return f'''<rect x="{x}" y="{y-90}" width="22" height="150" rx="6" fill="{head}"/>
<rect x="{x}" y="{y-20}" width="{w}" height="70" rx="14" fill="#efe3d2"/>
<rect x="{x+40}" y="{y-42}" width="90" height="34" rx="14" fill="{pillow}"/>
<rect x="{x+150}" y="{y-30}" width="{w-150}" height="62" rx="14" fill="{blanket}"/>
<rect x="{x+10}" y="{y+50}" width="12" height="26" fill="{head}"/><rect x="{x+w-22}" y="{y+50}" width="12" height="26" fill="{head}"/>'''

def plant(x, y, s=1.0, pot='#b5562f'):
    return f'''<g transform="translate({x} {y}) scale({s})"><path d="M-26 0h52l-8 50h-36z" fill="{pot}"/>
<ellipse cx="-18" cy="-30" rx="14" ry="36" fill="#3f7a5c" transform="rotate(-25 -18 -30)"/>
<ellipse cx="18" cy="-34" rx="14" ry="38" fill="#2f6a4f" transform="rotate(25 18 -34)"/>
<ellipse cx="0" cy="-44" rx="13" ry="44" fill="#4d8d69"/></g>'''

def lamp(x, y, c='#f2b45c'):
    return f'''<rect x="{x-3}" y="{y}" width="6" height="70" fill="#5a4030"/><path d="M{x-30} {y}h60l-14-44h-32z" fill="{c}"/>
<circle cx="{x}" cy="{y+10}" r="60" fill="#ffd58a" opacity="0.18"/>'''

def sun(cx, cy, r, c):
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{c}"/>'

def hills(y, c1, c2):
    return f'<path d="M0 {y}q120 -60 240 -10t260 -20t300 10v200h-800z" fill="{c1}"/><path d="M0 {y+30}q160 -40 320 0t480 -10v200h-800z" fill="{c2}"/>'

scenes = {
 'garden-double-room': scene(('#bfe3e0','#f4e7c8'), ('#e9d6bd','#d9bf9c'), '#9c6b4a', '#c8603a',
   '<g>' + window(470, 90, 240, 200, '<g clip-path="none"><circle cx="540" cy="250" r="50" fill="#4d8d69"/><circle cx="620" cy="240" r="60" fill="#3f7a5c"/><circle cx="690" cy="260" r="40" fill="#5a9a73"/></g>') + '</g>'
   + bed(110, 400, 330, '#c8603a') + plant(720, 480, 1.1) + '<rect x="470" y="400" width="70" height="60" rx="6" fill="#7a4a30"/>' + lamp(505, 330)),
 'sunrise-queen-room': scene(('#ffb889','#ffe6b8'), ('#f3dcc2','#e4c19c'), '#8f5d3e', '#d9824f',
   window(90, 80, 260, 220, sun(220, 250, 46, '#ffdd8a') + hills(250, '#e59a6c', '#c8744c')) + bed(380, 410, 340, '#d9824f', head='#7a4a30')
   + '<rect x="130" y="360" width="110" height="90" rx="20" fill="#5f8f86"/><rect x="120" y="330" width="30" height="120" rx="12" fill="#4f7f76"/>' + plant(730, 300, 0.6)),
 'family-room': scene(('#cfe7f2','#f3ecd9'), ('#e6d9c4','#d2bd9f'), '#a07352', '#4d8d69',
   window(320, 70, 170, 150) + bed(60, 420, 260, '#4d8d69') + '<rect x="520" y="180" width="240" height="16" rx="4" fill="#6b3f2a"/><rect x="520" y="320" width="240" height="16" rx="4" fill="#6b3f2a"/><rect x="520" y="150" width="14" height="300" fill="#6b3f2a"/><rect x="746" y="150" width="14" height="300" fill="#6b3f2a"/><rect x="540" y="150" width="200" height="30" rx="10" fill="#e3a15e"/><rect x="540" y="290" width="200" height="30" rx="10" fill="#c8603a"/>'
   + '<circle cx="420" cy="500" r="26" fill="#f2b45c"/><rect x="370" y="480" width="40" height="40" rx="6" fill="#5f8f86"/>'),
 'cosy-single-room': scene(('#3a4a72','#8c6d8f'), ('#5a4034','#3f2c24'), '#2e2019', '#e3a15e',
   window(450, 90, 200, 190, '<circle cx="600" cy="140" r="22" fill="#fbe9c0"/><circle cx="500" cy="120" r="2" fill="#fff"/><circle cx="540" cy="190" r="2" fill="#fff"/>') + bed(90, 420, 280, '#b5562f', head='#2e2019')
   + lamp(430, 350, '#f2b45c') + '<rect x="400" y="420" width="60" height="40" rx="4" fill="#2e2019"/><rect x="560" y="360" width="160" height="12" fill="#7a4a30"/><rect x="640" y="372" width="10" height="70" fill="#7a4a30"/><rect x="580" y="330" width="60" height="30" rx="3" fill="#dfe7ef"/>'),
 'riverside-two-bedroom': scene(('#9ed3e6','#e7f1e6'), ('#efe2cf','#dcc6a6'), '#8a6a50', '#2f6a4f',
   window(80, 70, 640, 250, '<path d="M80 250q160 -30 320 0t320 -10v80h-640z" fill="#5aa6c2"/><path d="M80 240q150 -50 300 -20t340 -30v20q-170 20 -320 30t-320 0z" fill="#4d8d69"/>')
   + '<rect x="120" y="380" width="300" height="80" rx="24" fill="#2f6a4f"/><rect x="110" y="350" width="40" height="110" rx="16" fill="#285c44"/><rect x="390" y="350" width="40" height="110" rx="16" fill="#285c44"/><rect x="180" y="360" width="70" height="40" rx="12" fill="#e3a15e"/>'
   + '<rect x="470" y="430" width="160" height="14" rx="6" fill="#7a4a30"/><rect x="490" y="444" width="10" height="40" fill="#7a4a30"/><rect x="600" y="444" width="10" height="40" fill="#7a4a30"/>' + plant(700, 470, 1.0)),
 'rooftop-studio': scene(('#3b2f5c','#e0875a'), ('#2b2130','#3a2b33'), '#5a3b2c', '#f2b45c',
   '<rect x="0" y="0" width="800" height="440" fill="url(#sky)"/><g fill="#1f1826"><rect x="40" y="250" width="80" height="190"/><rect x="130" y="200" width="60" height="240"/><rect x="200" y="280" width="110" height="160"/><rect x="330" y="230" width="70" height="210"/><rect x="420" y="300" width="90" height="140"/><rect x="530" y="180" width="60" height="260"/><rect x="610" y="260" width="120" height="180"/></g><g fill="#ffd58a"><rect x="150" y="230" width="8" height="10"/><rect x="170" y="270" width="8" height="10"/><rect x="350" y="260" width="8" height="10"/><rect x="550" y="220" width="8" height="10"/><rect x="560" y="300" width="8" height="10"/><rect x="640" y="300" width="8" height="10"/><rect x="80" y="290" width="8" height="10"/></g>'
   + '<rect x="0" y="400" width="800" height="12" fill="#7a4a30"/><g fill="#7a4a30">' + ''.join(f'<rect x="{x}" y="360" width="8" height="50"/>' for x in range(20, 800, 60)) + '</g>'
   + '<path d="M60 60q340 60 680 0" stroke="#fbe9c0" stroke-width="2" fill="none"/>' + ''.join(f'<circle cx="{x}" cy="{60 + 60*(1-((x-400)/340)**2)*0.5+5}" r="7" fill="#ffd58a"/>' for x in range(100, 720, 70))
   + '<rect x="420" y="470" width="140" height="12" rx="4" fill="#c8603a"/><rect x="430" y="482" width="8" height="40" fill="#c8603a"/><rect x="540" y="482" width="8" height="40" fill="#c8603a"/>' + plant(150, 500, 1.0)),
 'courtyard-one-bedroom': scene(('#f6e3bf','#f6e3bf'), ('#f1dcc0','#e2c39f'), '#b98a5f', '#3f7a5c',
   '<path d="M200 440v-240a200 200 0 0 1 400 0v240z" fill="#f6ead8"/><path d="M230 440v-235a170 170 0 0 1 340 0v235z" fill="#cfe3d3"/>'
   + '<rect x="390" y="260" width="22" height="180" fill="#6b3f2a"/><circle cx="400" cy="220" r="90" fill="#3f7a5c"/><circle cx="340" cy="260" r="55" fill="#4d8d69"/><circle cx="460" cy="255" r="60" fill="#2f6a4f"/>'
   + '<rect x="40" y="420" width="140" height="12" rx="4" fill="#7a4a30"/><rect x="60" y="432" width="10" height="50" fill="#7a4a30"/><rect x="150" y="432" width="10" height="50" fill="#7a4a30"/><circle cx="110" cy="410" r="10" fill="#c8603a"/>' + plant(700, 480, 1.1) + plant(620, 500, 0.7)),
 'community-hall': scene(('#2d2433','#2d2433'), ('#3a2a2a','#2a1f20'), '#6b4a34', '#f2b45c',
   '<path d="M0 60q200 50 400 0t400 0" stroke="#6b5a4a" stroke-width="2" fill="none"/>' + ''.join(f'<circle cx="{x}" cy="{60 + (12 if (x//50)%2 else 4)}" r="8" fill="#ffd58a"/><circle cx="{x}" cy="{60 + (12 if (x//50)%2 else 4)}" r="22" fill="#ffd58a" opacity="0.15"/>' for x in range(25, 800, 50))
   + '<rect x="220" y="150" width="360" height="200" rx="6" fill="#8c2f2a"/><rect x="240" y="170" width="320" height="170" fill="#b5562f"/><rect x="200" y="340" width="400" height="40" fill="#5a3b2c"/>'
   + ''.join(f'<g><rect x="{x}" y="{y}" width="40" height="40" rx="6" fill="#c8603a"/><rect x="{x}" y="{y-36}" width="40" height="40" rx="6" fill="#d9824f"/></g>' for y in (470, 540) for x in range(70, 740, 90))),
 'wellness-studio': scene(('#d8efe6','#f7efdc'), ('#f4ebe0','#e6d6c2'), '#c9a77e', '#5f8f86',
   window(60, 70, 300, 230, '<circle cx="290" cy="130" r="30" fill="#fff6d8"/>') + window(440, 70, 300, 230)
   + '<rect x="120" y="470" width="220" height="50" rx="10" fill="#5f8f86" transform="skewX(-20)"/><rect x="420" y="470" width="220" height="50" rx="10" fill="#c8603a" transform="skewX(-20)"/><rect x="700" y="470" width="160" height="50" rx="10" fill="#e3a15e" transform="skewX(-20)"/>'
   + plant(60, 470, 1.2) + plant(400, 450, 0.8) + plant(760, 460, 1.1) + '<circle cx="640" cy="430" r="16" fill="#7a4a30"/>'),
}
for slug, svg in scenes.items():
    open(os.path.join(OUT, f'{slug}.svg'), 'w').write(svg)

def hero(mode):
    """The home page's hero: the hotel itself, by day (light theme) or by night (dark theme)."""
    night = mode == 'dark'
    sky = ('#241d36', '#5b3b52') if night else ('#bfe3e0', '#f7e6c4')
    far, near = ('#3a2c44', '#2c2236') if night else ('#e59a6c', '#c8744c')
    wall, wing, shade = ('#8a5a44', '#74493a', '#5e3a2e') if night else ('#f1dcc0', '#e4c5a0', '#d2ab82')
    roof, roof_dark = ('#7a2f25', '#5e241d') if night else ('#c8603a', '#a94d2e')
    ground, path = ('#2e3b2c', '#5a4636') if night else ('#7fae7a', '#e8cfa6')
    leaf = ('#2f5a44', '#244a38', '#3a6a50') if night else ('#4d8d69', '#3f7a5c', '#5a9a73')
    pane = '#ffd58a' if night else 'url(#pane)'
    frame = '#4a2e24' if night else '#fbf4ea'

    def win(x, y, w=46, h=58):
        lit = f'<circle cx="{x + w / 2}" cy="{y + h / 2}" r="46" fill="#ffd58a" opacity="0.16"/>' if night else ''
        return (lit + f'<rect x="{x-5}" y="{y-5}" width="{w+10}" height="{h+10}" rx="6" fill="{frame}"/>'
                + f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="{pane}"/>'
                + f'<rect x="{x+w/2-2}" y="{y}" width="4" height="{h}" fill="{frame}"/>')

    def tree(x, y, s):
        return (f'<g transform="translate({x} {y}) scale({s})"><rect x="-7" y="-10" width="14" height="70" fill="#6b3f2a"/>'
                f'<circle cx="0" cy="-40" r="52" fill="{leaf[1]}"/><circle cx="-30" cy="-10" r="34" fill="{leaf[0]}"/>'
                f'<circle cx="30" cy="-14" r="36" fill="{leaf[2]}"/></g>')

    stars = ''.join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#fbe9c0"/>' for x, y, r in
                    ((60, 60, 2), (150, 110, 1.5), (250, 40, 2), (330, 90, 1.5), (470, 50, 2),
                     (560, 120, 1.5), (700, 190, 2), (760, 40, 1.5))) if night else ''
    sky_light = ('<circle cx="640" cy="110" r="42" fill="#fbe9c0"/><circle cx="656" cy="98" r="40" fill="url(#sky)"/>' if night
                 else '<circle cx="640" cy="120" r="70" fill="#ffdd8a" opacity="0.35"/><circle cx="640" cy="120" r="48" fill="#ffd27a"/>'
                 '<g fill="#fffaf0" opacity="0.9"><ellipse cx="170" cy="110" rx="70" ry="20"/><ellipse cx="210" cy="96" rx="40" ry="22"/>'
                 '<ellipse cx="480" cy="70" rx="55" ry="16"/></g>')
    door_light = '<path d="M380 480l-90 120h280l-90 -120z" fill="#ffd58a" opacity="0.12"/>' if night else ''
    windows = ''.join(win(x, y) for y in (250, 340) for x in (270, 350, 464, 544))
    wing_windows = ''.join(win(x, 340, 40, 50) for x in (110, 180))
    return f'''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<defs>
<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="600"><stop offset="0" stop-color="{sky[0]}"/><stop offset="1" stop-color="{sky[1]}"/></linearGradient>
<linearGradient id="pane" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfeaf0"/><stop offset="1" stop-color="#9fcfdc"/></linearGradient>
<radialGradient id="door" cx="0.5" cy="0.2" r="0.9"><stop offset="0" stop-color="#ffe3a3"/><stop offset="1" stop-color="#f2b45c"/></radialGradient>
</defs>
<rect width="800" height="600" fill="url(#sky)"/>{stars}{sky_light}
<path d="M0 330q120 -70 250 -30t270 -40t280 20v320h-800z" fill="{far}"/>
<path d="M0 380q180 -50 360 -10t440 -20v250h-800z" fill="{near}"/>
<rect y="470" width="800" height="130" fill="{ground}"/>
{tree(60, 440, 1.1)}{tree(740, 445, 1.2)}
<rect x="90" y="310" width="160" height="170" fill="{wing}"/>
<path d="M76 314l94 -62 94 62z" fill="{roof_dark}"/>
{wing_windows}
<rect x="240" y="210" width="380" height="270" fill="{wall}"/>
<rect x="600" y="210" width="20" height="270" fill="{shade}" opacity="0.6"/>
<path d="M220 216l210 -110 210 110z" fill="{roof}"/>
<rect x="220" y="212" width="420" height="12" fill="{roof_dark}"/>
<rect x="540" y="120" width="34" height="60" fill="{roof_dark}"/>
<circle cx="430" cy="168" r="24" fill="#c8603a" stroke="{frame}" stroke-width="5"/>
<path d="M430 180c-6-4.5-9-8-9-11.5a4.7 4.7 0 0 1 9-2 4.7 4.7 0 0 1 9 2c0 3.5-3 7-9 11.5z" fill="#ffd58a"/>
{windows}
<path d="M395 480v-60a35 35 0 0 1 70 0v60z" fill="{frame}"/>
<path d="M403 480v-58a27 27 0 0 1 54 0v58z" fill="url(#door)"/>
<path d="M385 420h90l-10 -22h-70z" fill="#c8603a"/>
{door_light}
<path d="M400 480l-40 120h140l-40 -120z" fill="{path}"/>
{plant(368, 478, 0.7)}{plant(492, 478, 0.7)}
<rect x="240" y="470" width="380" height="10" fill="#000" opacity="0.1"/>
</svg>'''


for mode in ('light', 'dark'):
    open(os.path.join(OUT, f'hero-{mode}.svg'), 'w').write(hero(mode))

LOGO = '''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="14" fill="#c8603a"/>
<path d="M12 30 32 13l20 17v21a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3z" fill="none" stroke="#fbf4ea" stroke-width="4.5" stroke-linejoin="round"/>
<path d="M32 47c-6-4.5-9-8-9-11.5a4.7 4.7 0 0 1 9-2 4.7 4.7 0 0 1 9 2c0 3.5-3 7-9 11.5z" fill="#ffd58a"/>
</svg>'''
open(os.path.join(OUT, 'logo.svg'), 'w').write(LOGO)
print('wrote', len(scenes) + 3, 'SVG files to', OUT)
