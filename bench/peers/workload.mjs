// workload.mjs turns a LoCoMo split into the memories and queries every server gets.
//
// A memory is one dialogue turn with a short text (recall's recallHint, @ai-devkit/memory's
// title; the official server has no such field) and a long text (recall's content,
// @ai-devkit/memory's content, the official server's one observation). PEERS_FORMAT chooses them:
//   bench   (default) both are "speaker: text": the plainest note an agent would save;
//   readme  the short text is the turn's text and the long text "dia_id | speaker (session
//           date): text", the form ../shared/data/locomo/README.md used for its peer figures,
//           and the one cmd/recall-bench/locomo.go stores (so only this format measures the
//           same memories as recall-bench -locomo).
// Each server takes what its own limits allow, as a user's agent would have to (servers.mjs):
// recall cuts the short text to 300 characters (its recallHint limit), @ai-devkit/memory to 100
// at a word boundary (its title limit, at least 10: a shorter title is padded with dots) and pads
// a long text shorter than its 50-character minimum with dots, which no server indexes as a word.
import { readFileSync } from "node:fs";

export const FORMATS = ["bench", "readme"];

// loadLocomo reads a split: conversations with their turns in session order and their questions
// of categories 1-4 that name evidence (the questions cmd/recall-bench/locomo.go scores).
export function loadLocomo(path) {
  let convs;
  try {
    convs = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new Error(`LoCoMo split ${path}: ${err.message} (set LOCOMO to the split's JSON file)`);
  }
  return convs.map((c) => {
    const turns = [];
    for (let n = 1; ; n++) {
      const session = c.conversation[`session_${n}`];
      if (!session) break;
      const date = c.conversation[`session_${n}_date_time`] ?? "";
      for (const t of session) {
        turns.push({ conv: c.sample_id, dia: t.dia_id, speaker: t.speaker, date, text: t.text });
      }
    }
    const questions = c.qa
      .filter((qa) => qa.category >= 1 && qa.category <= 4 && Array.isArray(qa.evidence) && qa.evidence.length > 0)
      .map((qa) => ({ question: String(qa.question), evidence: qa.evidence.map(String), category: qa.category }));
    return { id: c.sample_id, turns, questions };
  });
}

// cutWords returns s (whitespace collapsed) cut to at most max characters at a word boundary.
export function cutWords(s, max) {
  s = s.trim().replace(/\s+/g, " ");
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  const sp = cut.lastIndexOf(" ");
  return (sp > max / 2 ? cut.slice(0, sp) : s.slice(0, max)).trim();
}

// turnMemory is the memory of one turn in the given format. key names it uniquely in a store
// (the official server's entity name).
export function turnMemory(t, format = "bench") {
  const said = `${t.speaker}: ${t.text.trim()}`;
  if (format === "readme") {
    return { key: `${t.conv}/${t.dia}`, title: t.text.trim(), content: `${t.dia} | ${t.speaker} (${t.date}): ${t.text.trim()}` };
  }
  return { key: `${t.conv}/${t.dia}`, title: said, content: said };
}

// stream returns item(k), the k-th memory of the latency workload: every turn of the split in
// order, then the split again and again. Copy r >= 1 of a turn carries a second, distant turn as
// its suffix (in the short and the long text), so it is a distinct memory: recall merges a save
// into an existing memory whose recallHint overlaps it at Jaccard >= 0.7 and @ai-devkit/memory
// rejects an equal title or content. A save a server still merges or rejects is counted, and the
// load goes on until the store holds N memories.
export function stream(convs, format = "bench") {
  const turns = convs.flatMap((c) => c.turns);
  const T = turns.length;
  return (k) => {
    const r = Math.floor(k / T);
    const a = turnMemory(turns[k % T], format);
    if (r === 0) return a;
    const b = turnMemory(turns[(k % T + r * 997) % T], format);
    // Both halves of the short text within 100 characters, so it stays distinct where
    // @ai-devkit/memory cuts its titles.
    return { key: `${a.key}#${r}`, title: `${cutWords(a.title, 56)} / ${cutWords(b.title, 40)}`, content: `#${r} ${a.content} / ${b.content}` };
  };
}

// latencyQueries returns count questions of the split in a fixed pseudo-random order (the same
// on every run and for every server), cycling when count exceeds the questions.
export function latencyQueries(convs, count) {
  const qs = convs.flatMap((c) => c.questions.map((q) => q.question));
  let seed = 20240613;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = qs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [qs[i], qs[j]] = [qs[j], qs[i]];
  }
  return Array.from({ length: count }, (_, i) => qs[i % qs.length]);
}

// recallAt scores one question exactly as cmd/recall-bench/locomo.go does: for each k, the share
// of the question's evidence dialogue ids whose memory is among the first k hits. byDia maps a
// dia_id to the id the server gave its memory (an evidence id that names no turn scores 0).
export function recallAt(hits, evidence, byDia, ks) {
  const out = {};
  for (const k of ks) {
    const top = new Set(hits.slice(0, k));
    let got = 0;
    for (const ev of evidence) {
      if (byDia.has(ev) && top.has(byDia.get(ev))) got++;
    }
    out[k] = got / evidence.length;
  }
  return out;
}

// summary returns p50 and p99 (as cmd/recall-bench reports them: the element at n/2 and n*99/100
// of the sorted sample) in milliseconds.
export function summary(ms) {
  if (ms.length === 0) return { n: 0, p50: null, p99: null };
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: s[Math.floor(s.length / 2)], p99: s[Math.floor((s.length * 99) / 100)] };
}
