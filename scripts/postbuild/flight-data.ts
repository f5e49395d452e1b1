// Pass of the post-build step: each page's flight data (the framework's own copy of the page, written inline by
// Next.js, 12–17 KiB of gzip per page; read by next-export.ts) leaves the HTML for a content-hashed file under
// /_next/static/flight/. A reader who never interacts never downloads it; the early script's loader
// (lib/early/loader.ts) fetches it on the first interaction and pushes its chunks into `self.__next_f`, as the inline
// scripts would have, before the framework's scripts run. The name is the hash of the content: a page whose content
// did not change keeps its file across builds (next.config.mjs gives a stable build id), and a cached page never
// meets another build's payload.
import { createHash } from 'node:crypto';
import type { Root } from 'hast';
import { removeElement } from './html';
import type { FlightChunk, NextPage } from './next-export';

/** Where the files go, under out/ and in URLs. */
export const FLIGHT_DATA_DIR = '_next/static/flight';

/** The file's text and its content-hashed URL. */
export function flightDataFile(chunks: readonly FlightChunk[]): { url: string; text: string } {
  const text = JSON.stringify(chunks);
  const hash = createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 16);
  return { url: `/${FLIGHT_DATA_DIR}/${hash}.json`, text };
}

/**
 * Takes the page's flight data out of its HTML and returns its file (URL and text), for the caller to write under
 * out/; undefined for a page with none.
 */
export function moveFlightData(tree: Root, { flight }: NextPage): { url: string; text: string } | undefined {
  if (flight.chunks.length === 0) return undefined;
  const file = flightDataFile(flight.chunks);
  for (const script of flight.scripts) removeElement(tree, script);
  return file;
}
