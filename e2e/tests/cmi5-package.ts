import { CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, XAPI_VERSION } from '@academy/domain';
import { zipOf } from '../../apps/api/src/test/zip-writer.js';

const AU_ID = 'https://academy.example/au/wifi-survey';

const structure = (title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://academy.example/course/wifi"><title><langstring lang="en-US">${title}</langstring></title></course>
  <au id="${AU_ID}" moveOn="Passed" masteryScore="0.8" launchMethod="AnyWindow">
    <title><langstring lang="en-US">${title}</langstring></title><url>au/index.html</url>
  </au>
</courseStructure>`;

/**
 * The assignable unit: it reads its launch parameters, takes its auth token from the fetch URL and
 * its session from LMS.LaunchData, states "initialized"; "Pass" states "passed" with a score of 0.9
 * (over the mastery score of 0.8), then "terminated".
 */
const page = (title: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<main>
  <h1>${title}</h1>
  <p id="state">Starting</p>
  <button id="pass" type="button">Pass</button>
</main>
<script>
  var VERBS = ${JSON.stringify(CMI5_VERBS)};
  var query = new URLSearchParams(location.search);
  var endpoint = query.get('endpoint');
  var actor = JSON.parse(query.get('actor'));
  var registration = query.get('registration');
  var activityId = query.get('activityId');
  var token = '';
  var template = null;
  var show = function (text) { document.getElementById('state').textContent = text; };
  var xapi = function (method, resource, body) {
    return fetch(endpoint + resource, {
      method: method,
      headers: {
        Authorization: 'Basic ' + token,
        'X-Experience-API-Version': '${XAPI_VERSION}',
        'Content-Type': 'application/json'
      },
      body: body === undefined ? undefined : JSON.stringify(body)
    }).then(function (response) {
      if (!response.ok) throw new Error(method + ' ' + resource + ': ' + response.status);
      return response.status === 204 ? null : response.json();
    });
  };
  var statement = function (verb, result) {
    var context = JSON.parse(JSON.stringify(template));
    context.registration = registration;
    context.contextActivities.category = [{ id: '${CMI5_CATEGORY}' }];
    var made = {
      id: crypto.randomUUID(),
      timestamp: new Date().toISOString(),
      actor: actor,
      verb: { id: VERBS[verb], display: { 'en-US': verb } },
      object: { id: activityId, objectType: 'Activity' },
      context: context
    };
    if (result) made.result = result;
    return xapi('POST', 'statements', made);
  };
  fetch(query.get('fetch'), { method: 'POST' })
    .then(function (response) { return response.json(); })
    .then(function (answer) {
      token = answer['auth-token'];
      var state = new URLSearchParams({
        activityId: activityId, agent: JSON.stringify(actor), registration: registration, stateId: 'LMS.LaunchData'
      });
      return xapi('GET', 'activities/state?' + state);
    })
    .then(function (launchData) {
      template = launchData.contextTemplate;
      if (!template.extensions['${CMI5_EXTENSIONS.sessionId}']) throw new Error('no session');
      return statement('initialized');
    })
    .then(function () { show('Started'); })
    .catch(function (error) { show('Failed: ' + error.message); });
  document.getElementById('pass').addEventListener('click', function () {
    statement('passed', { success: true, score: { scaled: 0.9 }, duration: 'PT30S' })
      .then(function () { return statement('terminated', { duration: 'PT35S' }); })
      .then(function () { show('Passed and terminated'); })
      .catch(function (error) { show('Failed: ' + error.message); });
  });
</script>
</body>
</html>`;

/** A cmi5 course of one assignable unit, moved on by passing, as a zip for the upload. */
export const cmi5Package = (title: string) => ({
  name: 'wifi-survey.zip',
  mimeType: 'application/zip',
  buffer: zipOf([
    { name: 'cmi5.xml', data: structure(title) },
    { name: 'au/index.html', data: page(title), deflate: true },
  ]),
});
