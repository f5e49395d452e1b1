// Types of optimize-images.mjs for its tests.
export declare function pageImageUrls(html: string): string[];
