import { createCanvas, loadImage, PDFDocument, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureDeckFonts, fontOf, textWidth, wrap } from './measure';
import { TONES, type DeckPlan, type PlannedSlide, type TextBox, type Tone } from './plan';

/** A tone of the plan's theme as the canvas takes it ('#1B1F3B'). */
const colour = (plan: DeckPlan, tone: Tone) => `#${TONES[plan.config.theme][tone]}`;

/** The decoded figures of a plan, once per deck. */
async function imagesOf(plan: DeckPlan): Promise<Map<Uint8Array, Image>> {
  const images = new Map<Uint8Array, Image>();
  for (const slide of plan.slides) {
    for (const box of slide.boxes)
      if (box.kind === 'image' && !images.has(box.png)) images.set(box.png, await loadImage(Buffer.from(box.png)));
  }
  return images;
}

/** One slide at (x, y) and `scale` points a plan point: the same boxes, lines and sizes as the PowerPoint file. */
function drawSlide(
  ctx: SKRSContext2D,
  plan: DeckPlan,
  slide: PlannedSlide,
  images: Map<Uint8Array, Image>,
  x: number,
  y: number,
  scale: number,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, plan.width, plan.height);
  for (const box of slide.boxes) {
    if (box.kind === 'rule') {
      ctx.fillStyle = colour(plan, 'accent');
      ctx.fillRect(box.x, box.y, box.w, box.h);
    } else if (box.kind === 'image') {
      ctx.drawImage(images.get(box.png)!, box.x, box.y, box.w, box.h);
    } else {
      drawText(ctx, box, colour(plan, box.tone));
    }
  }
  ctx.restore();
}

function drawText(ctx: SKRSContext2D, box: TextBox, colour: string): void {
  ctx.fillStyle = colour;
  ctx.font = fontOf(box.size, box.weight);
  ctx.textBaseline = 'top';
  const step = box.size * box.lineHeight;
  const indent = box.bullet ? box.size * 0.9 : 0;
  let top = box.y + ((box.lineHeight - 1) * box.size) / 2;
  for (const paragraph of box.paragraphs) {
    if (box.bullet) ctx.fillText('•', box.x, top);
    for (const line of paragraph.lines) {
      const left = box.align === 'center' ? box.x + (box.w - textWidth(line, box.size, box.weight)) / 2 : box.x + indent;
      ctx.fillText(line, left, top);
      top += step;
    }
    top += box.size * box.gap;
  }
}

/** The first slide as a PNG `width` pixels wide, for the node's card and its panel. */
export async function slideThumbnail(plan: DeckPlan, index = 0, width = 640): Promise<Uint8Array> {
  ensureDeckFonts();
  const scale = width / plan.width;
  const canvas = createCanvas(width, Math.round(plan.height * scale));
  const ctx = canvas.getContext('2d');
  drawSlide(ctx, plan, plan.slides[index]!, await imagesOf(plan), 0, 0, scale);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

const A4 = { width: 595, height: 842 };
const PAGE_MARGIN = 40;

/**
 * The handout: an A4 page a slide, the slide drawn as text and images (selectable, searchable) at the
 * top, its speaker notes under it.
 */
export async function writeHandout(plan: DeckPlan): Promise<Uint8Array> {
  ensureDeckFonts();
  const images = await imagesOf(plan);
  const doc = new PDFDocument({ title: plan.title, creator: 'Paperlight Paper Remix', producer: 'Paperlight Paper Remix' });
  const width = A4.width - 2 * PAGE_MARGIN;
  const scale = width / plan.width;
  const slideHeight = plan.height * scale;
  plan.slides.forEach((slide, index) => {
    // The page's context draws images too; its declared type leaves drawImage out.
    const ctx = doc.beginPage(A4.width, A4.height) as unknown as SKRSContext2D;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, A4.width, A4.height);
    ctx.textBaseline = 'top';
    ctx.fillStyle = colour(plan, 'muted');
    ctx.font = fontOf(9, 400);
    const running = wrap(plan.title, width, 9, 400)[0] ?? '';
    ctx.fillText(running === plan.title ? running : `${running.replace(/\s*\S*$/, '')}…`, PAGE_MARGIN, 22);
    drawSlide(ctx, plan, slide, images, PAGE_MARGIN, 44, scale);
    ctx.strokeStyle = '#c8cad6';
    ctx.lineWidth = 0.75;
    ctx.strokeRect(PAGE_MARGIN, 44, width, slideHeight);
    let top = 44 + slideHeight + 26;
    if (slide.notes) {
      ctx.fillStyle = colour(plan, 'ink');
      ctx.font = fontOf(11, 700);
      ctx.fillText('Speaker notes', PAGE_MARGIN, top);
      top += 20;
      ctx.font = fontOf(11, 400);
      for (const line of wrap(slide.notes, width, 11, 400)) {
        // A page holds about forty lines of notes; a scene's narration is a fraction of that.
        if (top > A4.height - 60) break;
        ctx.fillText(line, PAGE_MARGIN, top);
        top += 15;
      }
    }
    ctx.fillStyle = colour(plan, 'muted');
    ctx.font = fontOf(9, 400);
    ctx.fillText(`Slide ${index + 1} of ${plan.slides.length} · Paperlight Paper Remix`, PAGE_MARGIN, A4.height - 30);
    doc.endPage();
  });
  return new Uint8Array(doc.close());
}
