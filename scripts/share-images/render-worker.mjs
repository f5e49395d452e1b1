// Worker thread of scripts/generate-share-images.ts: draws share cards (satori → SVG → sharp → JPEG).
// workerData: { fonts: [{ name, file, weight, style }], width, height, jpeg }; messages in: { id, card };
// messages out: { id, jpeg } or { id, error }.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import satori from 'satori';
import sharp from 'sharp';

const { width, height, jpeg: jpegOptions } = workerData;
const fonts = workerData.fonts.map(({ file, ...font }) => ({ ...font, data: readFileSync(file) }));

parentPort.on('message', async ({ id, card }) => {
  try {
    const svg = await satori(card, { width, height, fonts });
    const jpeg = await sharp(Buffer.from(svg)).jpeg(jpegOptions).toBuffer();
    // A copy with its own ArrayBuffer, handed over without another copy.
    const bytes = new Uint8Array(jpeg);
    parentPort.postMessage({ id, jpeg: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
