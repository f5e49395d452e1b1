// CloudFront Function (runtime cloudfront-js-2.0: ES5 and a few later built-ins), event type "viewer request", in
// front of the S3 bucket with the export. Redirects and clean URLs as in content/rules/serving.ts; unknown paths are
// left to S3's 403/404, which the distribution's custom error responses turn into /404.html with status 404
// (docs/publicacao.md). HTTP -> HTTPS is the distribution's viewer protocol policy "Redirect HTTP to HTTPS".
//
// One file: the code is written here; the values between the two GENERATED lines come from content/rules/serving.ts,
// and `npm run serving:generate` rewrites them (`-- --check` fails when they are out of date). e2e/serving/generated.spec.ts
// runs this file.
/* eslint-disable @typescript-eslint/no-unused-vars -- CloudFront calls `handler`; its ES5 needs the catch binding. */

// GENERATED from content/rules/serving.ts by tools/serving/generate.ts: do not edit between these lines.
var REDIRECTS = [["^(/[^/\\x5c?][^?]*?)/+$","{path}"],["^/index(?:\\.html)?$","/"],["^(/[^/\\x5c?][^?]*?)\\.html$","{path}"]].map(function (rule) {
  return { regex: new RegExp(rule[0]), to: rule[1] };
});
var NOT_FOUND_PATHS = ["/404","/_not-found","/400","/_headers"];
var HTML_FILE_NAME = new RegExp("\\.html$");
var REDIRECT_STATUS = 301;
var REDIRECT_CACHE_CONTROL = "public, max-age=0, must-revalidate";
// GENERATED: end

var MISSING = '/__not_found__';

// The site's other name (the bare domain of a www. address), redirected to the site's name: both set by the
// CloudFormation template from its parameters (deploy/cloudfront/stack.json). Empty here: nothing is redirected.
var OTHER_HOST = '';
var SITE_HOST = '';

function queryString(querystring) {
  var parts = [];
  Object.keys(querystring).forEach(function (key) {
    var entry = querystring[key];
    var values = entry.multiValue ? entry.multiValue : [entry];
    values.forEach(function (item) {
      parts.push(item.value === '' ? key : key + '=' + item.value);
    });
  });
  return parts.length ? '?' + parts.join('&') : '';
}

// The path as S3 will read it (percent-decoded); null when it cannot be decoded (no object has that name).
function decoded(uri) {
  try {
    return decodeURIComponent(uri);
  } catch (error) {
    return null;
  }
}

function redirect(location) {
  return {
    statusCode: REDIRECT_STATUS,
    statusDescription: 'Moved Permanently',
    headers: {
      location: { value: location },
      'cache-control': { value: REDIRECT_CACHE_CONTROL },
    },
  };
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var host = request.headers && request.headers.host ? request.headers.host.value : '';
  if (OTHER_HOST && host === OTHER_HOST) {
    return redirect('https://' + SITE_HOST + uri + queryString(request.querystring || {}));
  }
  for (var i = 0; i < REDIRECTS.length; i++) {
    var match = REDIRECTS[i].regex.exec(uri);
    if (match) {
      // The captured path is inserted literally (split/join), never through a replacement string.
      return redirect(REDIRECTS[i].to.split('{path}').join(match[1] || '') + queryString(request.querystring || {}));
    }
  }
  var path = decoded(uri);
  var lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  if (
    path === null ||
    NOT_FOUND_PATHS.indexOf(path) !== -1 ||
    HTML_FILE_NAME.test(path) ||
    (uri !== '/' && lastSegment === '')
  ) {
    request.uri = MISSING;
  } else if (uri === '/') {
    request.uri = '/index.html';
  } else if (lastSegment.indexOf('.') === -1) {
    request.uri = uri + '.html';
  }
  return request;
}
