package scrub

import (
	"regexp"
	"strings"
)

// Passwords stated with the value first, or with the words around it and no word for a
// password before it: "use … as the password", "… als Passwort", "use … for the Hootsuite
// login", "… — that's the new one", a security question's answer.

// statedRules state a password with the value first.
var statedRules = []rule{
	// The digits a panel or a lock takes: "disarm with 46622 within 30 s", "enter 4471# on the
	// keypad", "am Bedienteil 66857 eingeben".
	keypadRule([]string{"disarm", "unlock"}, `(?i)\b(?:disarm|unlock)\b[^\n.]{0,40}?\bwith\s+(?:(?:the\s+)?code\s+)?(\d{4,8})#?(?:[\s.,;]|$)`),
	// The same in other languages: desbloqueia com, sblocca con, entsperrt mit, déverrouille avec.
	keypadRule([]string{"desbloque", "sblocc", "entsperr", "déverrouill", "odblok"}, `(?i)(?:desbloque\w*|sblocc\w*|entsperr\w*|déverrouill\w*|odblok\w*)\s+(?:com|con|mit|avec|kodem)\s+(\d{4,8})#?(?:[\s.,;]|$)`),
	keypadRule([]string{"alarm"}, `(?i)\balarm\b[^\n.]{0,30}?\b(?:set|arm|unset)\s+(?:it\s+)?with\s+(\d{4,8})#?(?:[\s.,;]|$)`),
	keypadRule([]string{"keypad", "panel"}, `(?i)\b(?:enter|type|press|key\s+in|punch\s+in)\s+\*?(\d{4,8})[#*]?\s+(?:on|at|into)\s+(?:the\s+)?(?:keypad|panel)\b`),
	keypadRule([]string{"bedienteil", "tastatur", "tastenfeld"}, `(?i)\b(?:bedienteil|tastatur|tastenfeld)\s+(\d{4,8})#?\s+(?:eingeben|eintippen|tippen)\b`),
	{
		// "the PDF is encrypted, open it with Mosaic714!": what opens a protected file.
		id:       "password",
		keywords: []string{"encrypted", "protected", "locked"},
		re:       regexp.MustCompile(`(?i)\b(?:encrypted|password[- ]protected|protected|locked)\b[^.\n]{0,80}?\b(?:open|unlock|decrypt|unzip|extract)\s+(?:it|them|the\s+\w+)\s+with\s+["'\x60]?([^\s"'\x60]{6,64}?)["'\x60]?[.,;!]?(?:\s|$)`),
		group:    1,
		accept: func(s string, _ []string) bool {
			return looksLikePassword(s) && hasLetterAndDigit(s) && !isReference(s)
		},
	},
	{
		// "use ohDw45qlGEPP for the Hootsuite login": what a login is made with.
		id:       "password",
		keywords: []string{"use "},
		re:       regexp.MustCompile(`(?i)\buse\s+["'\x60]?([^\s"'\x60]{8,64})["'\x60]?\s+for\s+(?:the\s+|your\s+|my\s+|our\s+)?(?:[\w.-]+\s+){0,3}(?:login|log-in|sign-in|password|account)\b`),
		group:    1,
		accept: func(s string, _ []string) bool {
			return looksLikePassword(s) && hasLetterAndDigit(s) && !isReference(s)
		},
	},
	{
		// "remember: L0bster1888 — that's the new one for the SBC": "one" stands for the password.
		id:       "password",
		keywords: []string{"new one", "old one", "current one", "temporary one"},
		re:       regexp.MustCompile(`(?i)(?:^|[\s:(])["'\x60]?([^\s"'\x60]{6,64})["'\x60]?\s+[—–]\s+[^\n—–]{0,40}?\b(?:new|old|current|temporary)\s+one\b`),
		group:    1,
		accept:   func(s string, _ []string) bool { return statedShape(s) && hasLetterAndDigit(s) && !isReference(s) },
	},
	{
		// What is typed at a prompt: "when prompted enter q2m1fg-KhUbvL", "at the password prompt
		// type …". The match starts at its keyword, so the expression runs on a window only.
		id:       "password",
		keywords: []string{"prompt"},
		re: regexp.MustCompile(`(?i)prompt(?:ed)?,?\s+(?:for\s+(?:the\s+|a\s+)?(?:password|passphrase|pin)\s*,?\s+)?` +
			`(?:enter|type|paste|use|give\s+it)\s+["'\x60]?([^\s"'\x60]{6,64}?)["'\x60]?[.,;]?(?:\s|$)`),
		group:  1,
		window: 160,
		accept: func(s string, _ []string) bool { return statedShape(s) && hasLetterAndDigit(s) && !isReference(s) },
	},
	{
		// "typed Glacier.Otter883 into the prompt", "then typed Pelican_Rack_2004 twice".
		id:       "password",
		keywords: []string{"typed "},
		window:   160,
		re:       regexp.MustCompile(`(?i)typed\s+["'\x60]?([^\s"'\x60]{6,64})["'\x60]?\s+(?:twice|again|in(?:to)?\s+the\s+(?:[\w-]+\s+)?prompt|at\s+the\s+(?:[\w-]+\s+)?prompt)\b`),
		group:    1,
		accept:   func(s string, _ []string) bool { return statedShape(s) && hasLetterAndDigit(s) && !isReference(s) },
	},
	{
		// "use Tr0ub4dor&3 as the password", "try … as the password for …": the value first.
		id:       "password",
		keywords: []string{" as "},
		re:       regexp.MustCompile(`(?i)\b(?:use|uses|used|try|set|enter|type|put|paste)\s+["'\x60]?([^\s"'\x60]{3,128})["'\x60]?\s+as\s+(?:the\s+|my\s+|your\s+|our\s+|its\s+|their\s+|a\s+)?(?:[\w-]+\s+)?(?:password|passphrase|passwd|pw|token|api\s+key|secret)\b`),
		group:    1,
		accept:   func(s string, _ []string) bool { return looksLikePassword(s) && !isReference(s) },
	},
	{
		// The same in other languages: "usa … IoO=Itfn&fuuuG come password", "Tulpe7! als Passwort".
		id: "password",
		keywords: []string{" come password", " come la password", " como contraseña", " como la contraseña", " como senha",
			" como a senha", " comme mot de passe", " comme le mot de passe", " als passwort", " als kennwort", " als wachtwoord",
			" como clave", " come passwort", " come wachtwoord"},
		re:     regexp.MustCompile(`(?i)(?:^|\s)["'\x60]?([^\s"'\x60]{6,64})["'\x60]?\s+(?:come|como|comme|als)\s+(?:la\s+|le\s+|il\s+|das\s+|het\s+|o\s+|a\s+)?(?:password|contraseña|clave|senha|mot de passe|passwort|kennwort|wachtwoord)\b`),
		group:  1,
		accept: func(s string, _ []string) bool { return statedShape(s) },
	},
	{
		// The answer to a security question is a password by another name.
		id:       "security-answer",
		keywords: []string{"security question", "maiden name", "secret question", "security answer", "sicherheitsfrage"},
		re:       regexp.MustCompile(`(?i)\b(?:security (?:question|answer)|maiden name|secret question|sicherheitsfrage)[^:\n]{0,40}:[ \t]*([^\s][^\n]{1,39})`),
		group:    1,
		accept: func(s string, _ []string) bool {
			lv := strings.ToLower(strings.TrimSpace(s))
			// An answer is a name or a word or two (Krümel, Hernández), not a sentence.
			return !IsPlaceholder(s) && !stopWords[strings.Fields(lv)[0]] && !commonProse[lv] && !strings.HasSuffix(lv, "?") &&
				len(strings.Fields(lv)) <= 3 && !strings.ContainsAny(s, "()`\"")
		},
	},
	{
		// "It's Anchor1988! — capital first letter": a remark on how to type it follows a password.
		id:       "password",
		keywords: []string{"capital", "zero", "case", "upper", "lower", "the o", "letter"},
		re:       regexp.MustCompile(`(?i)\b(?:it'?s|it is|that'?s|use)\s+([^\s"'\x60]{6,64})\s+(?:—|–|-|\()\s*(?:that'?s a |with a |all |the |mind the |note the )?(?:capital|zero|upper|lower|case|letter|o not|oh not)`),
		group:    1,
		accept:   func(s string, _ []string) bool { return statedShape(s) },
	},
}

func keypadRule(keywords []string, expr string) rule {
	return rule{id: "password", keywords: keywords, re: regexp.MustCompile(expr), group: 1}
}
