/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Clean URLs without a trailing slash: /sobre is written as out/sobre.html.
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // A static export has no image optimisation server; images are prepared at build time.
    unoptimized: true,
  },
};

export default nextConfig;
