// The AX-200 product tour, a SCORM 2004 (4th edition) SCO: three pages, then a two-question check.
// Its words are in each language's index.html, so this script serves every language. It resumes
// where the learner left (cmi.location, cmi.suspend_data), reports its progress as he moves and its
// outcome at the check, and ends its session (Terminate) when the check is done or the page goes.
const PAGES = 4;
const KEY = { q1: 'poe', q2: '200' };
const QUESTIONS = Object.keys(KEY);

const byId = (id) => document.getElementById(id);
const tour = byId('tour');
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));

/** The LMS's runtime, which SCORM 2004 puts in a parent window of the SCO's. */
function findApi() {
  let win = window;
  for (let depth = 0; depth < 10; depth++) {
    try {
      if (win.API_1484_11) return win.API_1484_11;
    } catch {
      return null; // a parent of another origin: not ours to look into
    }
    if (win.parent === win) return null;
    win = win.parent;
  }
  return null;
}

// Without a runtime (the page opened on its own) the tour still reads; it only keeps nothing.
const api = findApi();
let running = api !== null && String(api.Initialize('')) === 'true';
const get = (name) => (running ? String(api.GetValue(name)) : '');
const set = (name, value) => running && api.SetValue(name, String(value));
const commit = () => running && api.Commit('');
/** Ends the session; Terminate keeps what was set since the last commit. */
function finish() {
  if (!running) return;
  api.Terminate('');
  running = false;
}

/** What the learner did; `right` is his count of right answers once he has checked them. */
let state = { page: 1, reached: 1, answers: {}, right: null };
try {
  const kept = JSON.parse(get('cmi.suspend_data') || 'null');
  if (kept && kept.page >= 1 && kept.page <= PAGES) state = kept;
} catch {
  // unreadable suspend data: the tour starts from its first page
}

/** Keeps where he is, what he did and how far along he is, then commits them. */
function save() {
  set('cmi.location', `page-${state.page}`);
  set('cmi.suspend_data', JSON.stringify(state));
  set('cmi.progress_measure', state.right === null ? (state.reached / (PAGES + 1)).toFixed(2) : '1');
  commit();
}

function show(page, moved) {
  state.page = page;
  state.reached = Math.max(state.reached, page);
  for (let n = 1; n <= PAGES; n++) byId(`page-${n}`).hidden = n !== page;
  byId('step').textContent = fill(tour.dataset.step, { n: page, total: PAGES });
  byId('back').hidden = page === 1;
  byId('next').hidden = page === PAGES;
  // after a move, focus goes to the new page's heading, where a screen reader starts reading
  if (moved) byId(`title-${page}`).focus();
}

function showResult() {
  const total = QUESTIONS.length;
  const words = state.right === total ? tour.dataset.passed : tour.dataset.failed;
  byId('result').textContent = fill(words, { right: state.right, total });
  for (const input of document.querySelectorAll('#page-4 input')) input.disabled = true;
  byId('check').hidden = true;
}

function check() {
  const unanswered = QUESTIONS.filter((name) => !state.answers[name]);
  if (unanswered.length > 0) {
    byId('result').textContent = tour.dataset.unanswered;
    document.querySelector(`input[name="${unanswered[0]}"]`).focus();
    return;
  }
  const total = QUESTIONS.length;
  state.right = QUESTIONS.filter((name) => state.answers[name] === KEY[name]).length;
  set('cmi.score.min', 0);
  set('cmi.score.max', total);
  set('cmi.score.raw', state.right);
  set('cmi.score.scaled', state.right / total);
  set('cmi.success_status', state.right === total ? 'passed' : 'failed');
  set('cmi.completion_status', 'completed');
  set('cmi.exit', 'normal');
  save();
  showResult();
  finish();
}

for (const input of document.querySelectorAll('#page-4 input')) {
  input.checked = state.answers[input.name] === input.value;
  input.addEventListener('change', () => {
    state.answers[input.name] = input.value;
    save();
  });
}
byId('back').addEventListener('click', () => {
  show(state.page - 1, true);
  save();
});
byId('next').addEventListener('click', () => {
  show(state.page + 1, true);
  save();
});
byId('check').addEventListener('click', check);
// leaving halfway: the session ends suspended, so that the next one resumes here
window.addEventListener('pagehide', () => {
  set('cmi.exit', 'suspend');
  finish();
});

if (get('cmi.completion_status') !== 'completed') set('cmi.completion_status', 'incomplete');
show(state.page, false);
if (state.right === null) save();
else showResult();
