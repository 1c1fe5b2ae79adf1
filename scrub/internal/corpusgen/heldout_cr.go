package main

// heldout-cr is a blind held-out corpus part: photographers, wedding planners and small creative
// studios (client gallery passwords, studio logins, social accounts and their 2FA codes, cloud
// storage, website builders, client mails and planning sheets) in English, Italian and
// Portuguese, plus new variants of four shapes (Discord bot tokens, "login is user / pw",
// keys split across two lines, a service account's private_key_id in prose). It was written
// without reading the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hcrGen is one template with the number of samples it contributes.
type hcrGen struct {
	f func() Sample
	n int
}

func heldoutCR() []Sample {
	var gens []hcrGen
	gens = append(gens, hcrGalleryGens()...)
	gens = append(gens, hcrSocialGens()...)
	gens = append(gens, hcrStudioGens()...)
	gens = append(gens, hcrConfigGens()...)
	gens = append(gens, hcrShapeGens()...)
	gens = append(gens, hcrTrapGens()...)
	gens = append(gens, hcrMoreTrapGens()...)
	gens = append(gens, hcrExtraGens()...)
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			// A template with few fixed wordings may repeat itself; draw again, then give up.
			for try := 0; try < 12; try++ {
				s := g.f()
				hcrCheck(s)
				if !seen[s.Text] {
					seen[s.Text] = true
					out = append(out, s)
					break
				}
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hcrCheck panics when a secret or keep is missing from the text or a keep overlaps a secret.
func hcrCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cr: nil secrets in " + s.Category)
	}
	type span struct{ a, b int }
	var spans []span
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cr: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], sec)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(sec)})
			i += j + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cr: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					panic(fmt.Sprintf("heldout-cr: keep %q overlaps a secret in %s:\n%s", k, s.Category, s.Text))
				}
			}
			i += j + 1
		}
	}
}

// hcrS builds a sample with secrets; hcrT builds a trap.
func hcrS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcrT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcrOne(xs ...string) string { return pick(xs) }

func hcrN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcrCoin() bool { return rng.IntN(2) == 0 }

var hcrFirstEN = []string{"Emma", "Olivia", "Jack", "Harry", "Chloe", "Sophie", "Liam", "Grace", "Ethan", "Hannah", "Megan", "Tom", "Lucy", "Noah", "Ruby"}
var hcrFirstIT = []string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Sara", "Matteo", "Elena", "Davide", "Martina", "Federico", "Silvia", "Paolo", "Valentina"}
var hcrFirstPT = []string{"Rita", "Pedro", "Inês", "João", "Beatriz", "Tiago", "Mariana", "Rafael", "Catarina", "Gonçalo", "Ana", "Bruno", "Leonor", "Thiago", "Camila"}
var hcrLast = []string{"Rossi", "Bianchi", "Ferreira", "Costa", "Silva", "Carter", "Walsh", "Moretti", "Santos", "Oliveira", "Bennett", "Conti", "Almeida", "Hughes", "Ricci", "Pereira", "Greco", "Murphy"}
var hcrStudios = []string{"Luce Dorata Studio", "Golden Hour Weddings", "Estúdio Maré", "Fotografia Girasole", "Wildflower & Co", "Atelier Nube", "Casa Lumen", "Oak & Linen Films", "Studio Lanterna", "Retrato Vivo", "Salt Air Photography", "Bottega dei Ricordi"}
var hcrDomains = []string{"lucedorata.it", "goldenhourweddings.co.uk", "estudiomare.pt", "girasolefoto.it", "wildflowerandco.com", "ateliernube.com", "casalumen.pt", "oaklinenfilms.com", "studiolanterna.it", "retratovivo.com.br", "saltairphoto.com"}
var hcrVenues = []string{"Villa Cimbrone", "Quinta da Regaleira", "Tenuta Il Poggio", "Masseria Torre Coccaro", "Quinta do Vallado", "Borgo San Felice", "Palácio de Seteais", "Ardington House", "Castello di Vincigliata", "Herdade do Esporão", "Kew Gardens Orangery"}
var hcrCities = []string{"Lisboa", "Porto", "Firenze", "Roma", "Milano", "Napoli", "London", "Bath", "Sintra", "Coimbra", "Siena", "Bologna", "São Paulo", "Lecce", "Braga"}

func hcrFirst(lang string) string {
	switch lang {
	case "it":
		return pick(hcrFirstIT)
	case "pt":
		return pick(hcrFirstPT)
	}
	return pick(hcrFirstEN)
}

func hcrLang() string { return hcrOne("en", "en", "it", "pt") }

func hcrCouple(lang string) (string, string) {
	a := hcrFirst(lang)
	b := hcrFirst(lang)
	for b == a {
		b = hcrFirst(lang)
	}
	return a, b
}

func hcrASCII(s string) string {
	r := strings.NewReplacer("ê", "e", "ã", "a", "ç", "c", "ô", "o", "í", "i", "á", "a", "é", "e", "ó", "o", "Ê", "E", "Ã", "A", "ú", "u")
	return r.Replace(s)
}

func hcrMail(first string) string {
	return strings.ToLower(hcrASCII(first)) + "@" + pick(hcrDomains)
}

func hcrClientMail(first, last string) string {
	f := strings.ToLower(hcrASCII(first))
	l := strings.ToLower(hcrASCII(last))
	return hcrOne(f+"."+l, f+l, f+"_"+l+fmt.Sprint(hcrN(1, 99)), f[:1]+l) + "@" + hcrOne("gmail.com", "hotmail.it", "outlook.com", "sapo.pt", "libero.it", "icloud.com", "gmail.com", "uol.com.br")
}

func hcrDate() string {
	d, m := hcrN(1, 28), hcrN(4, 10)
	return hcrOne(fmt.Sprintf("%02d/%02d/2025", d, m), fmt.Sprintf("%d/%d", d, m), fmt.Sprintf("2025-%02d-%02d", m, d))
}

func hcrHandle(a, b string) string {
	return strings.ToLower(hcrASCII(hcrOne("studio", "foto", "by", "")+a+hcrOne("", "_", ".")+b)) + hcrOne("", "_photo", ".weddings", "fotografia")
}

// hcrGuess names the format of a text a template picked from several shapes.
func hcrGuess(t, fallback string) string {
	first := strings.SplitN(t, "\n", 2)[0]
	switch {
	case !strings.Contains(t, "\n") && fallback == "mail":
		return "chat"
	case strings.HasPrefix(t, "Oggetto:") || strings.HasPrefix(t, "Subject:"):
		return "mail"
	case strings.Contains(t, "client.run(") || strings.Contains(t, "import "):
		return "code"
	case strings.HasPrefix(first, "[") && strings.HasSuffix(first, "]"):
		return "ini"
	case strings.HasPrefix(t, "[") && strings.Contains(first, "] "):
		return "chat"
	case strings.Contains(t, ":\n  "):
		return "yaml"
	case strings.Contains(first, "=") && strings.ToUpper(strings.SplitN(first, "=", 2)[0]) == strings.SplitN(first, "=", 2)[0] && !strings.Contains(first, " "):
		return "env"
	case strings.HasPrefix(t, "# ") && strings.Contains(t, "\n[") || strings.Contains(t, "\n[nas]"):
		return "ini"
	case strings.HasPrefix(t, "# ") && strings.Contains(t, "=") && !strings.Contains(t, ":\n"):
		return "env"
	}
	return fallback
}
