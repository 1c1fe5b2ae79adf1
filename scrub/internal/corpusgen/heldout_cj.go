package main

// heldout-cj is a blind held-out corpus part themed on broadcast, video and live-event
// production crews (stream keys, SRT passphrases, OBS/vMix settings, CDN and streaming
// platforms' API keys, NDI and intercom passwords, venue Wi-Fi, call sheets, radio automation
// logins), in English and Dutch. It was written without reading the scrubber's rules, its
// tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hcjGen func() Sample

// hcjS builds a sample with secrets; hcjT builds a trap.
func hcjS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcjT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcjSpans(text, sub string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

// hcjCheck panics on a sample that is wrong by construction.
func hcjCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cj: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cj: secret %q not in text of %s", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cj: keep %q not in text of %s", k, s.Category))
		}
		for _, ks := range hcjSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hcjSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-cj: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

// hcjFine reports whether short secrets occur once only, so that an unrelated number elsewhere
// in the text cannot make a removed code look as if it survived.
func hcjFine(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) != 1 {
			return false
		}
	}
	for _, k := range s.Keep {
		for _, sec := range s.Secrets {
			if strings.Contains(sec, k) || strings.Contains(k, sec) {
				return false
			}
		}
	}
	return true
}

func hcjRun(g hcjGen) Sample {
	var s Sample
	for i := 0; i < 40; i++ {
		s = g()
		if hcjFine(s) {
			break
		}
	}
	hcjCheck(s)
	return s
}

func heldoutCJ() []Sample {
	var out []Sample
	gens := append(append(append([]hcjGen{}, hcjStreamGens()...), hcjCDNGens()...), hcjVenueGens()...)
	traps := append(hcjTrapGensA(), hcjTrapGensB()...)
	for i := 0; i < 405; i++ {
		out = append(out, hcjRun(gens[i%len(gens)]))
	}
	for i := 0; i < 275; i++ {
		out = append(out, hcjRun(traps[i%len(traps)]))
	}
	shapes := hcjShapeGens()
	for i := 0; i < 36; i++ {
		out = append(out, hcjRun(shapes[i%len(shapes)]))
	}
	shapeTraps := hcjShapeTrapGens()
	for i := 0; i < 24; i++ {
		out = append(out, hcjRun(shapeTraps[i%len(shapeTraps)]))
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// ---- values ----

var hcjNames = []string{"Sanne", "Joris", "Pieter", "Mila", "Daan", "Femke", "Tom", "Priya", "Jake",
	"Lotte", "Bram", "Noor", "Sam", "Kees", "Ruben", "Anouk", "Marco", "Emma", "Wouter", "Chloe",
	"Thijs", "Fatima", "Luuk", "Hannah", "Gijs", "Olivia", "Sven", "Esther"}

var hcjVenues = []string{"Paradiso", "Ziggo Dome", "TivoliVredenburg", "Ahoy", "Melkweg", "AFAS Live",
	"De Doelen", "Jaarbeurs Hal 7", "the Roundhouse", "Koninklijk Theater Carré", "Het Depot",
	"Kings Place", "Effenaar", "013 Tilburg", "Musis Arnhem", "the Barbican foyer"}

var hcjEvents = []string{"ADE panel day", "NK esports finale", "Eurosonic showcase", "the product launch",
	"het bedrijfsfeest", "graduation livestream", "Koningsdag stream", "charity telethon",
	"the quarterly town hall", "jazz weekend", "Bevrijdingsfestival stage 2", "podcast live taping"}

var hcjWords = []string{"Lisboa", "Ahoy", "Paradiso", "koffie", "Stagebox", "fader", "Regie", "Zwolle",
	"Tulp", "Backline", "Kabel", "Dimmer", "Gaffer", "Haring", "Molen", "Spotlight", "Monitor",
	"Zender", "Kanaal", "Beamer", "Truss", "Fiets", "Gouda", "tally", "Octopus", "Vlinder",
	"horse", "battery", "Maanlicht", "Drumriser", "Patchbay"}

func hcjName() string  { return pick(hcjNames) }
func hcjVenue() string { return pick(hcjVenues) }
func hcjEvent() string { return pick(hcjEvents) }
func hcjUser() string {
	return strings.ToLower(pick(hcjNames)) + pick([]string{"", ".ops", "_regie", "-av", "", "." + strings.ToLower(pick(hcjNames)[:1])})
}
func hcjN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }
func hcjIP() string       { return fmt.Sprintf("10.%d.%d.%d", hcjN(1, 60), hcjN(0, 40), hcjN(2, 250)) }
func hcjTime() string     { return fmt.Sprintf("%02d:%02d", hcjN(7, 23), 5*rng.IntN(12)) }
func hcjDate() string     { return fmt.Sprintf("2025-%02d-%02d", hcjN(1, 12), hcjN(1, 28)) }

func hcjSym() string { return string("!#%*+-_.@?"[rng.IntN(10)]) }

// hcjPw returns a password as people in crews invent them.
func hcjPw() string {
	w := pick(hcjWords)
	switch rng.IntN(7) {
	case 0:
		return w + hcjSym() + fmt.Sprint(hcjN(2019, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hcjWords)) + "-" + rnd(digits, hcjN(1, 2))
	case 2:
		return rnd(alnum, hcjN(10, 18))
	case 3:
		return hcjTitle(w) + rnd(digits, hcjN(2, 4)) + hcjSym()
	case 4:
		return rnd(alnum+"!#%*", hcjN(12, 20)) + rnd(digits, 1)
	case 5:
		return hcjTitle(w) + hcjTitle(pick(hcjWords)) + hcjSym() + rnd(digits, 2)
	}
	return rnd(lower, 3) + rnd(digits, 2) + hcjSym() + rnd(upper, 2) + rnd(lower+digits, hcjN(4, 7))
}

// hcjPwURL is a password that fits a URL without escaping.
func hcjPwURL() string {
	if rng.IntN(2) == 0 {
		return pick(hcjWords) + rnd(digits, hcjN(2, 4)) + pick([]string{"-", "_", ".", ""}) + rnd(alnum, hcjN(3, 6))
	}
	return rnd(alnum, hcjN(14, 24))
}

func hcjPIN(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

func hcjUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + rnd("89ab", 1) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcjYTKey() string {
	s := lower + digits
	return rnd(s, 4) + "-" + rnd(s, 4) + "-" + rnd(s, 4) + "-" + rnd(s, 4) + "-" + rnd(s, 4)
}

func hcjTwitchKey() string {
	return "live_" + hcjPIN(hcjN(8, 9)) + "_" + rnd(alnum, 30)
}

func hcjFBKey() string {
	return "FB-" + hcjPIN(15) + "-0-" + rnd("AB", 1) + rnd(b64url, hcjN(26, 34))
}

func hcjCFKey() string { return rnd(hexs, 32) + "k" + rnd(hexs, 32) }

func hcjCFToken() string { return rnd(alnum+"-_", 40) }

func hcjB64(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func hcjMuxSecret() string { return strings.TrimRight(hcjB64(hcjN(54, 60)), "=") }

func hcjAIza() string { return "AIza" + rnd(b64url, 35) }

func hcjAKIA() string { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }

func hcjAWSSecret() string { return rnd(alnum+"/+", 40) }

func hcjTwitchTok() string { return rnd(lower+digits, 30) }

func hcjSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcjN(8, 10)) + "/B" + rnd(upper+digits, hcjN(8, 10)) + "/" + rnd(alnum, 24)
}

func hcjDiscordHook() string {
	return "https://" + pick([]string{"discord.com", "discordapp.com"}) + "/api/webhooks/" + hcjPIN(hcjN(18, 19)) + "/" + rnd(b64url, 68)
}

func hcjTeamsHook() string {
	return "https://" + pick([]string{"stagecrew", "avgroep", "mediahuis-live", "eventsnl"}) + ".webhook.office.com/webhookb2/" +
		hcjUUID() + "@" + hcjUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcjUUID()
}

func hcjJWT() string {
	h := strings.TrimRight(base64.URLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`)), "=")
	p := strings.TrimRight(base64.URLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"channel":"%s","role":"owner","iat":%d}`, rnd(hexs, 24), 1730000000+rng.IntN(9000000)))), "=")
	return h + "." + p + "." + rnd(b64url, 43)
}

func hcjLicence() string {
	s := upper + digits
	return rnd(s, 5) + "-" + rnd(s, 5) + "-" + rnd(s, 5) + "-" + rnd(s, 5) + "-" + rnd(s, 5)
}

func hcjDiscordTok() string {
	id := hcjPIN(hcjN(18, 19))
	return strings.TrimRight(base64.URLEncoding.EncodeToString([]byte(id)), "=") + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hcjTitle(w string) string { return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) }
