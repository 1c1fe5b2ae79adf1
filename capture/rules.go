package capture

import (
	"regexp"
	"strings"
)

// The rules read one sentence, lower-cased with its quotes straightened (normalize), after the
// words that only open a turn ("ok,", "btw,", "also,") are set aside. A rule that recognises the
// sentence's form decides: a "remember to …" is a reminder for the task at hand, so no later rule
// gets to read it as anything else.

// verdict is what a rule made of a sentence: nothing (it does not recognise the form), a refusal,
// or a statement of kind whose core (what the hint restates) leaves out the first lead and the
// last tail words of the sentence.
type verdict struct {
	decided    bool
	keep       bool
	kind       Kind
	lead, tail int
}

var (
	no   = verdict{decided: true}
	pass = verdict{}
)

func yes(k Kind, lead, tail int) verdict {
	return verdict{decided: true, keep: true, kind: k, lead: lead, tail: tail}
}

type rule func(s string) verdict

// Small patterns the rules share.
var (
	hereWord       = regexp.MustCompile(`\bhere\b`)
	aboutYou       = regexp.MustCompile(`^(?:your|that you|how you)\b`)            // about the person spoken to, not a preference
	pronounHead    = regexp.MustCompile(`^(?:them|it|this|these|those|him|her)\b`) // not "that": "we decided that …" goes on
	questionHead   = regexp.MustCompile(`^(?:when|how|what|where|why|which|who|if)\b`)
	itOrThat       = regexp.MustCompile(`\b(?:it|that)\b`)
	startsPointing = regexp.MustCompile(`^(?:that|this|it)\b`)
	pointing       = regexp.MustCompile(`\b(?:it|that|this|them)\b`)
	thisWord       = regexp.MustCompile(`\bthis\b`)
	beyondNow      = regexp.MustCompile(`\b(?:all|every|everywhere|always|new)\b`)
	qualified      = regexp.MustCompile(`, (?:always|never)\b`)
)

// rules in the order they are asked.
var rules = []rule{request, instructionLead, instructionTail, instructionAsked, conditional, dont,
	decision, convention, preference, habit, fact, letUs, imperative}

var openers = regexp.MustCompile(`^(?:(?:ok|okay|also|and|oh|btw|by the way|so|hey|nice|great|cool|alright|well|yes|yeah|yep|sure|thanks|thank you|perfect|ugh|hmm|hm|ah|one more thing|ps|p\.s\.|claude|codex)\b[,.!:;-]*\s+)+`)

// opening returns how many words of s only open the sentence.
func opening(s string) int {
	if m := openers.FindString(s); m != "" {
		return words(m)
	}
	return 0
}

var (
	hedge      = regexp.MustCompile(`^(?:maybe|perhaps|probably|i think|i guess|i suppose|i'm not sure|not sure|i wonder|should we|shall we|what if|i'm thinking)\b|\b(?:not sure|maybe|perhaps)\b`)
	ephemeral  = regexp.MustCompile(`\b(?:for now|for the moment|at the moment|right now|for today|this time|just this once|temporarily|(?:just )?for this (?:task|pr|commit|file|function|script|change|one|session|ticket|bug|branch|test|method|class|module|step|run)|in this (?:file|function|pr|method|class|test|script|snippet|commit))\b|\byet$`)
	past       = regexp.MustCompile(`\b(?:yesterday|today|tonight|last night|this morning|this afternoon|this evening|earlier today|just now|(?:a few|a couple of|\d+) (?:minutes|hours) ago|an hour ago)\b`)
	asked      = regexp.MustCompile(`^(?:can|could|would|will) you (?:please )?(?:always|never|remember|keep in mind|note)\b`)
	localWords = regexp.MustCompile(`\b(?:this|these|here)\b`)
)

// refused reports the forms no rule keeps: too short, a question (other than one asking to
// remember or to always do something), hedged, limited to now, or about a moment just past.
func refused(s string) bool {
	if words(s) < 3 || !proseLike(s) {
		return true
	}
	if strings.HasSuffix(strings.TrimRight(s, `"')`), "?") && !asked.MatchString(s) {
		return true
	}
	return hedge.MatchString(s) || ephemeral.MatchString(s) || past.MatchString(s)
}

var demonstrativeHead = map[string]bool{"this": true, "that": true, "it": true, "these": true, "those": true, "them": true}
var ordinal = map[string]bool{"first": true, "second": true, "third": true, "last": true, "other": true, "previous": true,
	"latter": true, "former": true, "new": true, "old": true, "simplest": true, "same": true, "next": true}

// pointsAtNow reports whether obj, what a statement is about, only points at something in front
// of the user ("that one", "it", "the second option", "option B"): it means nothing in a later
// session.
func pointsAtNow(obj string) bool {
	f := strings.Fields(strings.Trim(obj, " .,!;:"))
	switch {
	case len(f) == 0:
		return true
	case demonstrativeHead[f[0]] && len(f) <= 3:
		return true
	case f[0] == "the" && len(f) >= 2 && ordinal[f[1]] && len(f) <= 4:
		return true
	case f[0] == "option" && len(f) <= 3:
		return true
	case len(f) <= 4 && demonstrativeHead[f[len(f)-1]]:
		return true // "do that", "said that", "use it"
	}
	return false
}

// rest returns what follows the match m's prefix of s, and how many words the prefix took.
func rest(s string, prefixEnd int) (string, int) {
	return strings.TrimLeft(s[prefixEnd:], " ,:;-"), words(s[:prefixEnd])
}

var requestRE = regexp.MustCompile(`^(?:(?:can|could|would|will) you )?(?:please )?(remember|don't forget|do not forget|never forget|keep in mind|bear in mind|note that|note:|make a note that|for (?:future )?reference)\b[\s,:]*(?:that\b[\s,:]*)?`)

// request: "remember that …", "please remember: …", "keep in mind …", "note that …", "for future
// reference, …". "remember to …" and "don't forget to …" remind of the task at hand, and
// "remember when …" asks about the past: neither is kept.
func request(s string) verdict {
	m := requestRE.FindStringSubmatchIndex(s)
	if m == nil {
		return pass
	}
	trigger := s[m[2]:m[3]]
	r, lead := rest(s, m[1])
	switch {
	case strings.HasPrefix(r, "to always ") || strings.HasPrefix(r, "to never "):
		return yes(KindInstruction, lead+1, 0)
	case strings.HasPrefix(r, "to ") && (trigger == "remember" || strings.HasSuffix(trigger, "forget")):
		return no
	case questionHead.MatchString(r):
		return no
	case (trigger == "keep in mind" || trigger == "bear in mind") && words(r) < 5:
		return no
	case words(r) < 2 || pointsAtNow(r):
		return no
	}
	return yes(KindRequest, lead, 0)
}

var (
	standingLead = regexp.MustCompile(`^(?:please )?(?:from now on|going forward|moving forward|in the future|next time|henceforth|from here on(?: out)?)\b[\s,:]*`)
	standingTail = regexp.MustCompile(`[\s,]*\b(?:from now on|going forward|moving forward|henceforth)[.!]*$`)
)

// instructionLead: "From now on, …", "Going forward …", "Next time, …".
func instructionLead(s string) verdict {
	m := standingLead.FindStringIndex(s)
	if m == nil {
		return pass
	}
	r, lead := rest(s, m[1])
	if words(r) < 2 || pointsAtNow(r) {
		return no
	}
	return yes(KindInstruction, lead, 0)
}

// instructionTail: "Keep PR descriptions short from now on."
func instructionTail(s string) verdict {
	m := standingTail.FindStringIndex(s)
	if m == nil {
		return pass
	}
	head := s[:m[0]]
	if words(head) < 2 || pointsAtNow(head) {
		return no
	}
	return yes(KindInstruction, 0, words(s[m[0]:]))
}

var askedRE = regexp.MustCompile(`^(?:(?:can|could|would|will) you (?:please )?|make sure (?:to |you |that you )?|i (?:want|need) you to |i(?:'d| would) like you to |you (?:should|must|need to|have to) )`)

// instructionAsked: "Could you always …?", "Make sure to always …", "I want you to never …",
// "I'd like you to …" (a way of working, not a task: nothing in it points at the current one).
func instructionAsked(s string) verdict {
	m := askedRE.FindStringIndex(s)
	if m == nil {
		return pass
	}
	r, lead := rest(s, m[1])
	if strings.HasPrefix(r, "always ") || strings.HasPrefix(r, "never ") {
		if words(r) < 3 {
			return no
		}
		return yes(KindInstruction, lead, 0)
	}
	if strings.Contains(s[:m[1]], "like you to") && !localWords.MatchString(r) && !itOrThat.MatchString(r) && words(r) >= 4 {
		return yes(KindInstruction, lead, 0)
	}
	return no
}

var conditionalRE = regexp.MustCompile(`^(?:when|whenever|if|before|after|while) [^,]+, (?:please )?(?:always|never|don't|do not)\b`)

// conditional: "When reviewing, always check for …", "If a test is flaky, never …".
func conditional(s string) verdict {
	if !conditionalRE.MatchString(s) {
		return pass
	}
	return yes(KindInstruction, 0, 0)
}

var dontRE = regexp.MustCompile(`^(?:please )?(?:don't|do not|dont)(?: ever)? ([a-z-]+) `)

// dont: "Please don't use global variables.", "Don't touch the generated files". Not "don't worry",
// and not when the object points at what is in front of the user ("don't change that line").
func dont(s string) verdict {
	m := dontRE.FindStringSubmatchIndex(s)
	if m == nil {
		return pass
	}
	switch s[m[2]:m[3]] {
	case "worry", "bother", "mind", "panic":
		return no
	}
	obj, _ := rest(s, m[1])
	if words(obj) < 2 || pointsAtNow(obj) || localWords.MatchString(obj) || startsPointing.MatchString(obj) {
		return no
	}
	lead := 0
	if strings.HasPrefix(s, "please ") {
		lead = 1
	}
	return yes(KindInstruction, lead, 0)
}

var decisionRE = regexp.MustCompile(`^(?:(?:we|i)(?:'ve| have)? (?:decided|agreed|chose|chosen|picked|settled on|went with)|we(?:'re| are) (?:going with|switching|migrating|moving|standardi[sz]ing)|we (?:switched|migrated|moved) (?:to|from)|we(?:'ll| will) (?:use|adopt|keep|standardi[sz]e on))\b`)

// decision: "We decided to …", "We went with Postgres …", "We're switching to …".
func decision(s string) verdict {
	m := decisionRE.FindStringIndex(s)
	if m == nil {
		return pass
	}
	obj, _ := rest(s, m[1])
	obj = strings.TrimPrefix(obj, "to ")
	if words(obj) < 2 || pointsAtNow(obj) || (words(obj) <= 3 && pointing.MatchString(obj)) || pronounHead.MatchString(obj) ||
		hereWord.MatchString(obj) || strings.HasSuffix(strings.Fields(obj)[0], "ing") {
		return no // "we'll keep trying", "I picked them because …", "I chose to move here"
	}
	return yes(KindDecision, 0, 0)
}

var (
	conventionScope = regexp.MustCompile(`^(?:in|for|across) (?:this|our|the) (?:project|repo|repository|codebase|team|company|org|organization|monorepo|service|app)\b`)
	conventionWe    = regexp.MustCompile(`^we (?:(?:always|never|usually|generally|typically|normally) |(?:don't|do not) (?:use|allow|support|commit|merge|deploy|write|ship|push|vendor|pin)\b|(?:use|prefer|target|deploy|run|keep|store|host|follow|require|write|name|squash|rebase|merge|ship|release|tag|avoid|build|lint|format|pin|vendor|document|review|put|allow|support)\b)`)
	conventionOur   = regexp.MustCompile(`^our [a-z0-9/._ -]{1,40}? (?:is|are|runs|run|uses|use|lives|live|goes|go|needs|need|has|have|starts|requires|require|deploys|targets|target|follows|follow)\b`)
	conventionThe   = regexp.MustCompile(`^(?:(?:this|the) (?:project|repo|repository|codebase|service|app|monorepo) (?:uses|targets|runs|requires|depends on|is built with|deploys|follows|has)|the convention(?: here| in this [a-z]+)? is)\b`)
	transient       = regexp.MustCompile(`\b(?:failing|failed|broken|broke|down|slow|flaky|crashing|erroring|stuck|timing out|not working|red)\b`)
)

// convention: how the project is done. "In this repo, …", "We use …", "We never …", "Our CI runs
// on …", "This project uses …", "The convention is …". Not a state of the moment ("our tests
// are failing").
func convention(s string) verdict {
	switch {
	case conventionScope.MatchString(s):
		if words(s) < 5 {
			return no
		}
	case conventionWe.MatchString(s), conventionThe.MatchString(s):
		if f := strings.Fields(s); len(f) > 2 && (demonstrativeHead[f[2]] || pointsAtNow(strings.Join(f[2:], " "))) {
			return no // "we use it everywhere"
		}
	case conventionOur.MatchString(s):
		if transient.MatchString(s) || thisWord.MatchString(s) {
			return no
		}
	default:
		return pass
	}
	return yes(KindConvention, 0, 0)
}

var (
	preferenceRE = regexp.MustCompile(`^i((?:'d| would| really| strongly| much| also| generally| usually| always| still| do| don't| do not| can't| cannot)*) (prefer|rather|like|love|enjoy|hate|dislike|stand|care about|want)\b`)
	favouriteRE  = regexp.MustCompile(`^my (?:favorite|favourite|preferred) [a-z0-9 -]{1,30}? (?:is|are)\b`)
)

// preference: "I prefer …", "I'd rather …", "I hate …", "I don't care about …", "my favourite …
// is …". Not a reaction to what is on screen ("I like this version", "I love that") and not a
// wish for the task ("I'd like a summary").
func preference(s string) verdict {
	if favouriteRE.MatchString(s) {
		return yes(KindPreference, 0, 0)
	}
	m := preferenceRE.FindStringSubmatchIndex(s)
	if m == nil {
		return pass
	}
	mods, verb := s[m[2]:m[3]], s[m[4]:m[5]]
	negated := strings.Contains(mods, "n't") || strings.Contains(mods, " not")
	switch {
	case (verb == "like" || verb == "love") && (strings.Contains(mods, "'d") || strings.Contains(mods, "would")):
		return no // "I'd like …" asks for something now; "I'd love to …" wishes
	case verb == "want" && !negated, verb == "stand" && !negated, verb == "care about" && !negated:
		return no
	case verb == "rather" && !strings.Contains(mods, "'d") && !strings.Contains(mods, "would"):
		return pass
	}
	obj, _ := rest(s, m[1])
	if pointsAtNow(obj) || localWords.MatchString(obj) || aboutYou.MatchString(obj) {
		return no
	}
	return yes(KindPreference, 0, 0)
}

var (
	habitRE  = regexp.MustCompile(`^i (?:usually|normally|typically|generally|always|never|often|tend to|mostly|rarely|regularly)\b`)
	iUseRE   = regexp.MustCompile(`^i use\b`)
	dislikes = regexp.MustCompile(`\b(?:this|these|here)\b`)
)

// habit: "I usually …", "I tend to …", "I always …", "I use neovim".
func habit(s string) verdict {
	m := habitRE.FindStringIndex(s)
	if m == nil {
		m = iUseRE.FindStringIndex(s)
	}
	if m == nil {
		return pass
	}
	obj, _ := rest(s, m[1])
	if words(obj) < 1 || pointsAtNow(obj) || dislikes.MatchString(obj) {
		return no
	}
	switch next := strings.Fields(obj)[0]; {
	case pastTense(next), next == "feel", next == "think", next == "wonder":
		return no // a memory or a feeling, not a habit
	}
	return yes(KindHabit, 0, 0)
}

var factRE = regexp.MustCompile(`^(?:my name's|my (?:name|time ?zone|email|e-mail|github(?: handle| username)?|username|handle|pronouns|role|job title|title|team|location|os|editor|shell|employer) (?:is|are)|call me|i work (?:at|for|on|in|from|with|as)|i(?:'m| am) (?:based|located) in)\b`)

// fact: durable facts about the user: name, time zone, team, where they work.
func fact(s string) verdict {
	if !factRE.MatchString(s) {
		return pass
	}
	return yes(KindFact, 0, 0)
}

var letUsRE = regexp.MustCompile(`^let's (?:use|go with|stick with|standardi[sz]e on|adopt|keep)\b`)

// letUs: "Let's use pytest for all new tests" decides for the project; "let's use a map here"
// does not, so a word saying it reaches beyond now is needed.
func letUs(s string) verdict {
	if !letUsRE.MatchString(s) {
		return pass
	}
	if !beyondNow.MatchString(s) || localWords.MatchString(s) {
		return no
	}
	return yes(KindDecision, 0, 0)
}

// notImperative are words that cannot open an imperative sentence.
var notImperative = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`i we you it he she they this that these those the a an my our your his her
		their its there here what why how when where who which whose is are was were do does did can could would
		should will shall has have had if but and or because since as not no yes maybe perhaps also some any all every
		each one now then still just even only so to for in on at of with by from about after before until while
		once sometimes usually often nobody everyone someone something nothing everything`) {
		notImperative[w] = true
	}
}

// imperative: an instruction that holds every time, "Always run …", "Never force-push …", "Use
// four spaces, always." Either always/never opens it and a verb follows ("Always happy to help"
// and "Never thought …" are not instructions), or a verb opens it and ", always" or ", never"
// qualifies it. Not a gerund's statement ("Cooking is always fun"), nor a subject followed by
// always/never ("Jenkins never retries").
func imperative(s string) verdict {
	f := strings.Fields(s)
	i := 0
	if len(f) > 0 && f[0] == "please" {
		i = 1
	}
	if len(f) < i+3 {
		return pass
	}
	first := strings.Trim(f[i], ",.:;!")
	if first == "always" || first == "never" {
		next := strings.Trim(f[i+1], ",.:;!")
		if notImperative[next] || notAVerb[next] || pastTense(next) || strings.HasSuffix(next, "ing") {
			return no
		}
		return yes(KindInstruction, i, 0)
	}
	if notImperative[first] || strings.ContainsAny(first, "'0123456789") || strings.HasSuffix(first, "ing") || pastTense(first) {
		return pass
	}
	if !qualified.MatchString(s) {
		return pass
	}
	return yes(KindInstruction, i, 0)
}

// notAVerb are words that follow an opening always/never in greetings and remarks.
var notAVerb = map[string]bool{"up": true, "good": true, "great": true, "fun": true, "nice": true, "happy": true,
	"glad": true, "so": true, "too": true, "mind": true, "again": true, "ever": true, "say": true}

// pastTense reports a verb in the past ("knew", "used"): a narrative, not a rule or a habit.
func pastTense(w string) bool {
	switch w {
	case "knew", "saw", "thought", "felt", "had", "did", "was", "were", "got", "went", "said", "made", "been", "told", "took", "came", "left", "found", "gave", "heard":
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed")
}
