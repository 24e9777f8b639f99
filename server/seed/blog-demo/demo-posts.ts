import type { BlogCategory } from '#server/modules/blog/blog.choices';

/**
 * The demo blog: six guides written by the team for families planning a memorial. Each names the
 * gallery drawing used as its cover (by gallery slug). Dates are days before the seed runs, so
 * the demo always has a fresh-looking blog.
 */
export interface DemoPost {
  slug: string;
  title: string;
  category: BlogCategory;
  excerpt: string;
  seoTitle?: string;
  seoDescription?: string;
  cover: { gallerySlug: string; alt: string };
  daysAgo: number;
  bodyHtml: string;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'planning-a-headstone-step-by-step',
    title: 'Planning a Headstone, Step by Step',
    category: 'planning',
    excerpt:
      'From the first phone call to the day the stone is set: what happens, who decides what, and how long each step usually takes.',
    seoTitle: 'How to Plan a Headstone: A Step-by-Step Guide',
    seoDescription:
      'What happens from the first call to installation day, how long a headstone takes (usually 4-6 weeks after proof approval) and what to decide at each step.',
    cover: {
      gallerySlug: 'harrington-companion-upright',
      alt: 'A Blue Pearl companion upright headstone with vases in a country cemetery',
    },
    daysAgo: 3,
    bodyHtml: `
<p>Most families we meet have never bought a headstone before, and many are doing it in the months after a loss. There is no rush and no wrong question. This is the path most of our families follow, so you know what comes next.</p>
<h2>1. Check with the cemetery first</h2>
<p>Before anyone draws a design, call the cemetery office (or the church, if it is a churchyard). Ask three things: what <strong>kind</strong> of memorial the section allows (upright, slant, flat or bench), the <strong>largest size</strong> allowed, and whether they require a <strong>concrete foundation</strong>. Write down the section, lot and space numbers while you are on the phone. If you are not sure who to call, tell us the cemetery and we will find out for you.</p>
<h2>2. Gather the words</h2>
<p>Collect the names exactly as they should appear, dates of birth and death, and any nickname, verse or short line you would like. Look at a birth certificate or obituary for spelling: a misspelled name is the most common correction we make on proofs.</p>
<ul>
<li>Full names, including middle names or initials</li>
<li>Dates, and whether you want month and day or only years</li>
<li>An epitaph or verse (a short line reads best; under 40 letters fits most stones)</li>
<li>Any emblem: a cross, praying hands, a branch of service, a favorite flower</li>
</ul>
<h2>3. Choose the shape, size and granite</h2>
<p>This is where a visit to one of our offices helps most: you can touch the granites and see how lettering looks on a dark stone compared with a light one. Our <a href="/gallery">gallery</a> shows finished work if you would rather start at home.</p>
<h2>4. Approve a proof</h2>
<p>We draw your monument to scale with every word in place and send it to you. Read it slowly, ideally with another family member. Nothing is cut until you sign the proof, and small changes at this stage cost nothing.</p>
<blockquote><p>Take your time with the proof. A stone is carved once, and it should say exactly what you want it to say.</p></blockquote>
<h2>5. Making and lettering</h2>
<p>Most standard monuments are ready in <strong>4 to 6 weeks</strong> from the day you approve the proof. Custom shapes, special-order granite or detailed etching can take longer; we will tell you the expected date when you order. A 50% deposit starts the work and the balance is due when the stone is set.</p>
<h2>6. Installation</h2>
<p>Our own crew pours the foundation if the cemetery requires one, sets the monument level and cleans up the site. Weather matters: after heavy rain or during a freeze we wait until the ground is safe. We will call you before we go, and send a photo when the stone is set if you cannot be there.</p>
<h2>When to start</h2>
<p>Many families wait six months to a year after a burial, to let the ground settle and to give themselves time. If there is a date you would like the stone in place for, such as a birthday or Memorial Day, start at least eight weeks before it.</p>`,
  },
  {
    slug: 'cemetery-rules-and-why-foundations-are-required',
    title: 'Cemetery Rules, and Why Most Ask for a Foundation',
    category: 'cemeteries',
    excerpt:
      'Size limits, approved materials, upright or flat, and the concrete foundation most cemeteries require: what the rules mean and how to find yours.',
    seoDescription:
      'Why cemeteries limit memorial size and type, why most require a concrete foundation under a headstone, and how to find the rules for your cemetery in Oklahoma or Texas.',
    cover: {
      gallerySlug: 'whitaker-slant',
      alt: 'A polished Jet Black slant headstone on a granite base in a cemetery',
    },
    daysAgo: 10,
    bodyHtml: `
<p>Every cemetery has its own rules for memorials, and they can differ even between sections of the same cemetery. The rules can feel like one more hurdle at a hard time, but most of them exist for good reasons. Here is what you are likely to meet.</p>
<h2>The rules you will usually see</h2>
<ul>
<li><strong>Type of memorial.</strong> Some sections, often called lawn or garden sections, allow only flat markers so mowers can pass over them. Others allow uprights and slants.</li>
<li><strong>Size.</strong> A largest width and height, often tied to how many spaces the family owns.</li>
<li><strong>Material.</strong> Many cemeteries accept only granite or bronze, because softer stone such as marble wears quickly in our weather.</li>
<li><strong>Approval.</strong> Some ask to see the design before it is set, and some want permission from the lot owner or next of kin.</li>
<li><strong>Who may install.</strong> A few cemeteries install every memorial themselves and charge a setting fee; most allow a monument company like ours.</li>
</ul>
<h2>Why a foundation?</h2>
<p>A headstone with its base can weigh from a few hundred pounds to well over a ton. Set straight on the ground, it slowly sinks and tilts as soil settles after rain and drought. Oklahoma and North Texas clay swells when wet and shrinks when dry, which makes tilting worse.</p>
<p>A concrete foundation, poured a little larger than the base and below the frost line, spreads that weight and keeps the stone level for generations. It also gives mowers a clean edge and stops grass growing up against the base.</p>
<blockquote><p>A level stone is not only about looks. A leaning monument can fall, and cemeteries are right to want every memorial set safely.</p></blockquote>
<h2>How to find your cemetery's rules</h2>
<ol>
<li>Call the cemetery office or sexton and ask for the memorial regulations for your section.</li>
<li>Ask whether they need a permit or approval form, and whether there is a setting or foundation fee.</li>
<li>If the cemetery has no office, as many small rural ones do not, a caretaker, church or county office usually knows.</li>
</ol>
<p>We install across Oklahoma and Texas and know many of these cemeteries already. Give us the name and we will check the rules and handle the paperwork, including any approval the cemetery needs before installation.</p>`,
  },
  {
    slug: 'choosing-a-granite-color',
    title: 'Choosing a Granite Color That Lasts',
    category: 'design',
    excerpt:
      'Dark or light, polished or rough: how granite color affects lettering, etching and upkeep, and how to choose one you will be glad of in fifty years.',
    cover: {
      gallerySlug: 'blue-pearl',
      alt: 'A polished sample of Blue Pearl granite, dark with flecks of blue',
    },
    daysAgo: 18,
    bodyHtml: `
<p>Granite is the most popular stone for memorials because it stands up to weather, and it comes in more colors than most people expect: grays, blacks, reds, browns, blues and pinks. Color is a personal choice, but a few practical points can help.</p>
<h2>How color changes the lettering</h2>
<p>Letters are cut into the stone and show as the lighter, unpolished granite underneath. On a <strong>dark</strong> stone such as Jet Black or Blue Pearl, that contrast makes names easy to read from a distance. On a <strong>light</strong> stone such as Georgia Gray, we often paint the letters so they stand out.</p>
<h2>Etched pictures need a dark, fine-grained stone</h2>
<p>If you would like a portrait, a landscape or a detailed picture etched by hand or laser, choose a black granite with a fine, even grain. The picture is made of tiny light marks, and only a dark, uniform surface shows them crisply.</p>
<h2>Think about the setting</h2>
<ul>
<li>In full Oklahoma sun, very dark stones get hot to the touch and show dust and water spots sooner; they still last just as long.</li>
<li>If the family already has stones in the same lot, matching the color keeps the plot looking like one place.</li>
<li>Some cemetery sections ask for similar colors; check before you fall in love with a bright red.</li>
</ul>
<h2>Polished, honed or rock-pitched</h2>
<p>Most monuments are polished on the front and back, with sawn or rock-pitched (rough, natural-looking) sides. A rough finish shows less wear and hides dust; a polished finish shows the color and pattern of the granite best. Many families mix them: a polished face for the names with rustic edges around it.</p>
<blockquote><p>Look at granite samples outdoors if you can. Indoor light makes every stone look darker and warmer than it will in the cemetery.</p></blockquote>
<p>See every color we offer on our <a href="/gallery/granite-colors">granite colors page</a>, or visit an office to see full-size stones. Price varies by color too, and we are happy to show you two or three choices side by side.</p>`,
  },
  {
    slug: 'caring-for-a-monument',
    title: 'Caring for a Monument: A Simple Yearly Routine',
    category: 'care',
    excerpt:
      'Granite needs very little care, but the wrong cleaner can do lasting harm. A gentle routine that keeps a memorial looking its best, and what to avoid.',
    cover: {
      gallerySlug: 'delgado-family-bench',
      alt: 'A Georgia Gray granite memorial bench in a cemetery',
    },
    daysAgo: 26,
    bodyHtml: `
<p>Families often ask how to look after a headstone. The good news: granite is one of the hardest stones there is, and a once-a-year visit with water and a soft brush is all most memorials need.</p>
<h2>What you need</h2>
<ul>
<li>A bucket of clean water (plenty of it; rinse water matters more than soap)</li>
<li>A soft natural-bristle or nylon brush, and a soft cloth</li>
<li>A mild, non-ionic cleaner made for stone, if water alone is not enough</li>
</ul>
<h2>The routine</h2>
<ol>
<li>Soak the whole stone with water first, from the bottom up, so dirt lifts instead of streaking.</li>
<li>Brush gently in small circles, again from the bottom up. Brush the letters carefully; painted lettering can be scratched.</li>
<li>Rinse thoroughly until no cleaner is left.</li>
<li>Wipe the polished faces dry with a soft cloth to avoid water spots.</li>
</ol>
<h2>What never to use</h2>
<ul>
<li><strong>Bleach or household cleaners</strong>: they leave salts in the stone that cause flaking and stains.</li>
<li><strong>Wire brushes, scouring pads or power washers</strong>: they scratch polish and can blast out lettering paint.</li>
<li><strong>Acids, including vinegar</strong>: they etch the polish and harm marble and bronze badly.</li>
</ul>
<blockquote><p>If you would not use it on a car's paint, do not use it on a headstone.</p></blockquote>
<h2>Flowers, vases and bronze</h2>
<p>Take out old flowers and the water in vases before they stain the base. Bronze plaques and vases darken naturally over time; a soft cloth and a little paste wax once a year keep them from streaking.</p>
<h2>When to call us</h2>
<p>Call us if a stone leans, a joint between the base and the die has opened, lettering has faded, or you see black or orange stains that will not come off with water. Our <a href="/services/cleaning-restoration">cleaning and restoration</a> crew can deep-clean and re-paint lettering, and our <a href="/services/monument-repair">repair</a> service can reset a leaning stone on a new foundation.</p>`,
  },
  {
    slug: 'adding-a-final-date-to-a-headstone',
    title: 'Adding a Final Date to an Existing Headstone',
    category: 'engraving',
    excerpt:
      'When a companion stone already carries both names, the final date is cut at the cemetery. How it works, how long it takes and how we match the lettering.',
    cover: {
      gallerySlug: 'mcalister-serpentine-upright',
      alt: 'A Sierra White serpentine-top upright headstone with names and dates in a cemetery',
    },
    daysAgo: 34,
    bodyHtml: `
<p>Many couples choose a companion headstone with both names on it while they are both living, with the second date left blank. When the time comes, the family needs that final date added. It is a small job for us and an important one for you, so here is what to expect.</p>
<h2>Usually done at the cemetery</h2>
<p>We engrave final dates on site: the stone does not have to be moved. Our engraver brings a portable sandblasting unit, masks the stone, cuts the date and paints it to match. Most final dates take part of one morning.</p>
<h2>Matching the original lettering</h2>
<p>We match the typeface, size, depth and paint color of the existing lettering as closely as the stone allows. It helps if you can send us a clear, straight-on photo of the stone, or tell us who made it. Older stones may have weathered, and we will tell you honestly if the new letters will look slightly crisper at first.</p>
<h2>What we need from you</h2>
<ul>
<li>The cemetery, and the section and lot if you know them</li>
<li>The exact date, written the way the other dates on the stone are written</li>
<li>A photo of the stone, if you have one</li>
<li>Any permission the cemetery requires (we can help with this)</li>
</ul>
<h2>How long it takes</h2>
<p>Most final dates are cut within a few weeks of your order, depending on the weather and how many jobs our engraver has in your area. If there is a date that matters to you, tell us and we will do our best to be there before it.</p>
<blockquote><p>If a stone was made by another company, that is fine. We add dates to memorials of every make.</p></blockquote>
<p>Read more about our <a href="/services/final-date-engraving">final date engraving</a> service, or call either office and we will take the details over the phone.</p>`,
  },
  {
    slug: 'planning-a-memorial-ahead-of-time',
    title: 'Planning a Memorial Ahead of Time',
    category: 'planning-ahead',
    excerpt:
      'Choosing your own headstone can be a gift to your family. What you can decide now, what stays open, and how paying ahead works.',
    cover: {
      gallerySlug: 'jet-black-serpentine-upright-36',
      alt: 'A Jet Black serpentine-top upright headstone, ready for lettering',
    },
    daysAgo: 45,
    bodyHtml: `
<p>More people are choosing their own memorial while they are well. Some want to spare their children a hard decision at a hard time; others simply want to be sure it looks the way they would like. Either way, planning ahead is quieter and calmer than deciding in the weeks after a loss.</p>
<h2>What you can decide now</h2>
<ul>
<li>The shape, size and granite color</li>
<li>The names, birth dates and any epitaph or emblem</li>
<li>Whether it will be a single or a companion stone</li>
<li>Where it will be set, once you own the cemetery lot</li>
</ul>
<h2>What stays open</h2>
<p>The final date, of course, and sometimes a line the family adds later. A companion stone can be set now with both names and one date left blank; we add the final date on site when the time comes.</p>
<h2>Setting it now, or later?</h2>
<p>Many people set their stone as soon as it is made, and visit it while they are well; others keep the order on file and have it set later. Both are fine. Setting it now means the price is fixed and nothing is left to chance.</p>
<h2>Talk with your family</h2>
<p>Share what you have chosen. A short conversation now, or a copy of the approved proof kept with your papers, prevents confusion later. If you have strong wishes, such as keeping the stone simple, say so.</p>
<blockquote><p>“Mom picked out her stone years ago and showed it to us. When the time came, it was one thing we did not have to worry about.”</p></blockquote>
<h2>How to start</h2>
<p>Book a consultation at either office or call us. We will show you granites and designs, draw a proof, and explain the deposit and payment options. There is no cost and no obligation to look.</p>`,
  },
];
