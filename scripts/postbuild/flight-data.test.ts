/** @jest-environment node */
import { flightDataFile, moveFlightData } from './flight-data';
import { parsePage, serializePage } from './html';
import { readNextPage, type FlightChunk } from './next-export';

/** Chunks as Next.js writes them: the stream opener, text with escapes and characters React escapes, binary. */
const CHUNKS: FlightChunk[] = [
  [0],
  [1, '1:"$Sreact.fragment"\n2:I["/_next/static/chunks/a.js"]\n'],
  [1, '3:["$","p",null,{"children":"Ação </script> \u2028 “aspas”"}]\n'],
  [3, 'AAECAw=='],
];

/** What Next.js writes for one chunk (JSON, with `<` escaped so that no chunk closes its <script>). */
function inlineScript(chunk: FlightChunk, index: number): string {
  const array = JSON.stringify(chunk).replace(/</g, '\\u003c');
  return index === 0 ? `(self.__next_f=self.__next_f||[]).push(${array})` : `self.__next_f.push(${array})`;
}

function page(scripts: readonly string[]): string {
  return (
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><main>Oi</main>' +
    scripts.map((text) => `<script>${text}</script>`).join('') +
    '<script>document.title</script></body></html>'
  );
}

/** What the loader does with the file: parse it and push each chunk into the queue the framework reads. */
function pushedByTheLoader(fileText: string): FlightChunk[] {
  const queue: FlightChunk[] = [];
  for (const chunk of JSON.parse(fileText) as FlightChunk[]) queue.push(chunk);
  return queue;
}

describe('flight data', () => {
  it('round-trips: the chunks the page pushed inline are the chunks the loader pushes from the file', () => {
    const tree = parsePage(page(CHUNKS.map(inlineScript)));
    const file = moveFlightData(tree, readNextPage(tree));
    expect(file?.url).toMatch(/^\/_next\/static\/flight\/[\w-]{16}\.json$/);
    expect(pushedByTheLoader(file?.text ?? '')).toEqual(CHUNKS);
    // The joined text chunks are the page's payload, as the exported .txt has it.
    const text = CHUNKS.filter((chunk) => chunk[0] === 1)
      .map((chunk) => chunk[1])
      .join('');
    expect(text).toContain('Ação </script>');
    const html = serializePage(tree);
    expect(html).not.toContain('__next_f');
    expect(html).toContain('<script>document.title</script>');
    expect(readNextPage(parsePage(html)).flight.chunks).toEqual([]);
  });

  it('names the file by its content: the same data, the same name; other data, another name', () => {
    expect(flightDataFile(CHUNKS).url).toBe(flightDataFile([...CHUNKS]).url);
    expect(flightDataFile(CHUNKS).url).not.toBe(flightDataFile(CHUNKS.slice(0, 2)).url);
  });
});
