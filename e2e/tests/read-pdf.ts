import jsQRModule from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// jsqr is CommonJS: Node hands its exports object as the default, whose `default` is the function
const jsQR = jsQRModule.default;

/** pdf.js image kinds (its ImageKind): 1 bit grey, 8-bit RGB, 8-bit RGBA. */
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

interface DecodedImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  kind: number;
}

function toRgba(image: DecodedImage): Uint8ClampedArray {
  if (image.kind === RGBA_32BPP) return new Uint8ClampedArray(image.data);
  if (image.kind !== RGB_24BPP) throw new Error(`image kind ${image.kind} not read here`);
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let pixel = 0; pixel < image.width * image.height; pixel++) {
    rgba.set(image.data.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}

/**
 * Opens a PDF as a reader would (pdf.js): its pages' text, its metadata title, and the text of
 * every QR code drawn as an image in it. The same reader as the API tests' (apps/api/src/test).
 */
export async function readPdf(bytes: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(bytes), isOffscreenCanvasSupported: false })
    .promise;
  try {
    const texts: string[] = [];
    const qrCodes: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
      const operators = await page.getOperatorList();
      for (const [index, op] of operators.fnArray.entries()) {
        if (op !== OPS.paintImageXObject) continue;
        const name = operators.argsArray[index][0] as string;
        const image = (await new Promise((resolve) => page.objs.get(name, resolve))) as DecodedImage;
        const found = jsQR(toRgba(image), image.width, image.height);
        if (found) qrCodes.push(found.data);
      }
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    return { pages: document.numPages, text: texts.join('\n'), title: info.Title ?? null, qrCodes };
  } finally {
    await document.destroy();
  }
}
