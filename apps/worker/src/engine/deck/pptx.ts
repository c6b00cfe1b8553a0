import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import PptxGenJS from 'pptxgenjs';
import { TONES, type DeckPlan, type TextBox, type Tone } from './plan';

const inches = (points: number) => points / 72;

/**
 * The deck as an editable PowerPoint file: every text a text box (never a picture of one), the sizes
 * the plan measured, figures as images with their captions as alt text, the narration as speaker
 * notes. Arial is named: LibreOffice draws it as Liberation Sans, and both are narrower than the
 * Inter the plan measured with, so no box overflows.
 */
export async function writePptx(plan: DeckPlan): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.defineLayout({ name: 'PAPERLIGHT', width: inches(plan.width), height: inches(plan.height) });
  pptx.layout = 'PAPERLIGHT';
  pptx.title = plan.title;
  pptx.author = 'Paperlight Paper Remix';
  pptx.company = 'Paperlight';
  const tones = TONES[plan.config.theme];
  for (const planned of plan.slides) {
    const slide = pptx.addSlide();
    slide.background = { color: 'FFFFFF' };
    for (const box of planned.boxes) {
      const at = { x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h) };
      if (box.kind === 'rule')
        slide.addShape(pptx.ShapeType.rect, { ...at, fill: { color: tones.accent }, line: { color: tones.accent, width: 0 } });
      else if (box.kind === 'image')
        slide.addImage({ ...at, data: `image/png;base64,${Buffer.from(box.png).toString('base64')}`, altText: box.alt });
      else slide.addText(paragraphsOf(box), { ...at, ...textOptions(box, tones) });
    }
    if (planned.notes) slide.addNotes(planned.notes);
  }
  const written = await pptx.write({ outputType: 'nodebuffer' });
  return bulletsInArial(new Uint8Array(written as Buffer));
}

/**
 * Names the bullets' font, which pptxgenjs leaves out: without it LibreOffice draws the bullet in a
 * symbol font taller than the text's, and its glyph rose above the top of its text box.
 */
function bulletsInArial(pptx: Uint8Array): Uint8Array {
  const files = unzipSync(pptx);
  for (const [name, data] of Object.entries(files)) {
    if (!/^ppt\/slides\/slide\d+\.xml$/.test(name)) continue;
    const xml = strFromU8(data);
    if (xml.includes('<a:buChar')) files[name] = strToU8(xml.replace(/<a:buChar /g, '<a:buFont typeface="Arial"/><a:buChar '));
  }
  return zipSync(files);
}

function paragraphsOf(box: TextBox): PptxGenJS.TextProps[] {
  return box.paragraphs.map((paragraph, index) => ({
    text: paragraph.text,
    options: {
      breakLine: index < box.paragraphs.length - 1,
      ...(box.bullet ? { bullet: { indent: Math.round(box.size * 0.9) } } : {}),
      ...(index < box.paragraphs.length - 1 ? { paraSpaceAfter: Math.round(box.size * box.gap) } : {}),
    },
  }));
}

function textOptions(box: TextBox, tones: Record<Tone, string>): PptxGenJS.TextPropsOptions {
  return {
    fontFace: 'Arial',
    fontSize: box.size,
    bold: box.weight === 700,
    color: tones[box.tone],
    align: box.align,
    valign: 'top',
    margin: 0,
    fit: 'none',
    // The plan counted 1.25 lines; PowerPoint's single spacing for Arial is about 1.15.
    lineSpacingMultiple: 1.0,
    wrap: true,
  };
}
