import { zipOf } from '../../apps/api/src/test/zip-writer.js';

type Edition = '1.2' | '2004';

/** A package's language, title and units (its SCOs, in order), so a test can tell which plays. */
export interface PackageOf {
  lang: 'en' | 'pt' | 'es';
  title: string;
  /** each SCO's title; one SCO titled as the package when left out */
  units?: string[];
}

/** How each edition names its API, its calls and the elements the SCO uses. */
const EDITIONS = {
  '2004': {
    api: 'API_1484_11',
    call: { init: 'Initialize', get: 'GetValue', set: 'SetValue', commit: 'Commit', finish: 'Terminate' },
    entry: 'cmi.entry',
    location: 'cmi.location',
    learner: 'cmi.learner_name',
    halfway: { 'cmi.completion_status': 'incomplete', 'cmi.exit': 'suspend' },
    passed: {
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
      'cmi.score.scaled': '0.9',
    },
    failed: {
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'failed',
      'cmi.score.scaled': '0.2',
    },
    manifest: {
      namespaces:
        'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"',
      version: '2004 4th Edition',
      scoType: 'adlcp:scormType',
    },
  },
  '1.2': {
    api: 'API',
    call: {
      init: 'LMSInitialize',
      get: 'LMSGetValue',
      set: 'LMSSetValue',
      commit: 'LMSCommit',
      finish: 'LMSFinish',
    },
    entry: 'cmi.core.entry',
    location: 'cmi.core.lesson_location',
    learner: 'cmi.core.student_name',
    halfway: { 'cmi.core.lesson_status': 'incomplete', 'cmi.core.exit': 'suspend' },
    passed: { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '90' },
    failed: { 'cmi.core.lesson_status': 'failed', 'cmi.core.score.raw': '20' },
    manifest: {
      namespaces:
        'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"',
      version: '1.2',
      scoType: 'adlcp:scormtype',
    },
  },
} as const;

const unitsOf = ({ title, units }: PackageOf) => units ?? [title];

const manifest = (edition: Edition, pack: PackageOf) => {
  const { namespaces, version, scoType } = EDITIONS[edition].manifest;
  const units = unitsOf(pack);
  const items = units.map(
    (title, n) => `<item identifier="sco-${n + 1}" identifierref="r${n + 1}"><title>${title}</title></item>`,
  );
  const resources = units.map(
    (_, n) =>
      `<resource identifier="r${n + 1}" type="webcontent" ${scoType}="sco" href="sco-${n + 1}.html"><file href="sco-${n + 1}.html"/></resource>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="package-${pack.lang}" version="1" ${namespaces}>
  <metadata><schema>ADL SCORM</schema><schemaversion>${version}</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>${pack.title}</title>
    ${items.join('\n    ')}
  </organization></organizations>
  <resources>
    ${resources.join('\n    ')}
  </resources>
</manifest>`;
};

/**
 * A SCO: its inline script finds the runtime in a parent window as SCORM asks, greets the learner
 * by the name the runtime gives, and shows where it resumes (entry, location, suspend data); "Next" keeps a location and suspend data and commits
 * halfway, "Finish" passes it with a score of 90% and "Fail" fails it with 20%, each committing and
 * finishing; "Note" adds "+note" to its suspend data without committing (what the page must save itself).
 */
const page = (edition: Edition, lang: string, title: string) => {
  const { api, call, entry, location, learner, halfway, passed, failed } = EDITIONS[edition];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<main>
  <h1>${title}</h1>
  <p id="learner">Learner: none</p>
  <p id="entry">Entry: none</p>
  <p id="where">Location: none</p>
  <p id="kept">Suspend data: none</p>
  <p id="state">Not started</p>
  <button id="next" type="button">Next</button>
  <button id="finish" type="button">Finish</button>
  <button id="fail" type="button">Fail</button>
  <button id="note" type="button">Note</button>
</main>
<script>
  var win = window.parent, api = null;
  for (var depth = 0; win && !api && depth < 10; depth++) {
    api = win.${api} || null;
    if (win === win.parent) break;
    win = win.parent;
  }
  var show = function (id, text) { document.getElementById(id).textContent = text; };
  var set = function (values) { for (var name in values) api.${call.set}(name, values[name]); };
  if (!api) show('state', 'No runtime found');
  else if (String(api.${call.init}('')) !== 'true') show('state', 'Initialize failed');
  else {
    show('state', 'Started');
    show('learner', 'Learner: ' + (api.${call.get}('${learner}') || 'none'));
    show('entry', 'Entry: ' + (api.${call.get}('${entry}') || 'none'));
    show('where', 'Location: ' + (api.${call.get}('${location}') || 'none'));
    show('kept', 'Suspend data: ' + (api.${call.get}('cmi.suspend_data') || 'none'));
  }
  document.getElementById('next').addEventListener('click', function () {
    set(${JSON.stringify({ ...halfway, [location]: 'page-2', 'cmi.suspend_data': 'answers=B,C' })});
    show('state', String(api.${call.commit}('')) === 'true' ? 'Saved halfway' : 'Commit failed');
  });
  document.getElementById('note').addEventListener('click', function () {
    set({ 'cmi.suspend_data': api.${call.get}('cmi.suspend_data') + '+note' });
    show('state', 'Noted, not committed');
  });
  var end = function (values, words) {
    set(values);
    var committed = String(api.${call.commit}('')) === 'true';
    show('state', committed && String(api.${call.finish}('')) === 'true' ? words : 'Finishing failed');
  };
  document.getElementById('finish').addEventListener('click', function () { end(${JSON.stringify(passed)}, 'Finished'); });
  document.getElementById('fail').addEventListener('click', function () { end(${JSON.stringify(failed)}, 'Failed'); });
</script>
</body>
</html>`;
};

/** A SCORM package of `edition` as an authoring tool would export it: a zip for the upload field. */
export function scormPackage(pack: PackageOf, edition: Edition = '2004') {
  return {
    name: `package-${pack.lang}.zip`,
    mimeType: 'application/zip',
    buffer: zipOf([
      { name: 'imsmanifest.xml', data: manifest(edition, pack) },
      ...unitsOf(pack).map((title, n) => ({
        name: `sco-${n + 1}.html`,
        data: page(edition, pack.lang, title),
        deflate: true,
      })),
    ]),
  };
}
