/* global REDIRECTS, NOT_FOUND_PATHS, HTML_FILE_NAME, REDIRECT_STATUS, REDIRECT_CACHE_CONTROL */
/* eslint-disable @typescript-eslint/no-unused-vars -- CloudFront calls `handler`; its ES5 needs the catch binding. */
// The CloudFront Function's code (runtime cloudfront-js-2.0: ES5 and a few later built-ins). tools/serving/generate.ts
// writes deploy/cloudfront/viewer-request.js from this file, after the values it takes from content/rules/serving.ts
// (REDIRECTS, NOT_FOUND_PATHS, HTML_FILE_NAME, REDIRECT_STATUS, REDIRECT_CACHE_CONTROL). e2e/serving/generated.spec.ts
// runs the generated file.

var MISSING = '/__not_found__';

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

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  for (var i = 0; i < REDIRECTS.length; i++) {
    var match = REDIRECTS[i].regex.exec(uri);
    if (match) {
      // The captured path is inserted literally (split/join), never through a replacement string.
      var location = REDIRECTS[i].to.split('{path}').join(match[1] || '') + queryString(request.querystring || {});
      return {
        statusCode: REDIRECT_STATUS,
        statusDescription: 'Moved Permanently',
        headers: {
          location: { value: location },
          'cache-control': { value: REDIRECT_CACHE_CONTROL },
        },
      };
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
