package main

// heldout-bv is a blind held-out part: texts from Russian, Ukrainian, Polish, Czech, Slovak,
// Hungarian, Bulgarian and Serbian speakers at small firms, accountants (1C, Bitrix24, KSeF,
// Datová schránka), IT outsourcers, hosting resellers and developers, plus variants of four
// shapes (Discord bot token, "login admin / pw", a key split over two lines, a service
// account's private_key_id in prose). It was written without reading the scrubber's rules,
// its tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	hbvNSecret = 440
	hbvNTrap   = 290
	hbvSym     = "!@#$%&*_-.+="
	hbvURLSafe = alnum + "-_.~"
	hbvB64     = alnum + "+/"
)

type hbvGen func() Sample

// hbvS builds a sample with secrets; hbvT builds a trap.
func hbvS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hbvT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func heldoutBV() []Sample {
	sec := hbvSecretGens()
	trp := hbvTrapGens()
	var out []Sample
	for i := 0; i < hbvNSecret; i++ {
		out = append(out, sec[i%len(sec)]())
	}
	for i := 0; i < hbvNTrap; i++ {
		out = append(out, trp[i%len(trp)]())
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hbvCheck(s)
	}
	return out
}

func hbvSecretGens() []hbvGen {
	var g []hbvGen
	g = append(g, hbvChatGens()...)
	g = append(g, hbvAcctGens()...)
	g = append(g, hbvDevGens()...)
	g = append(g, hbvMailGens()...)
	g = append(g, hbvShapeSecretGens()...)
	return g
}

func hbvTrapGens() []hbvGen {
	var g []hbvGen
	g = append(g, hbvTrapGensA()...)
	g = append(g, hbvTrapGensB()...)
	g = append(g, hbvShapeTrapGens()...)
	return g
}

func hbvCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bv: nil secrets in " + s.Category)
	}
	type span struct{ a, b int }
	var spans []span
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-bv: secret %q not in text (%s)\n%s", sec, s.Category, s.Text))
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
			panic(fmt.Sprintf("heldout-bv: keep %q not in text (%s)\n%s", k, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					panic(fmt.Sprintf("heldout-bv: keep %q overlaps a secret (%s)\n%s", k, s.Category, s.Text))
				}
			}
			i += j + 1
		}
	}
}

// ---- small helpers ----

func hbvN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbvCoin() bool { return rng.IntN(2) == 0 }

func hbvOne(xs ...string) string { return pick(xs) }

func hbvDig(n int) string { return rnd(digits, n) }

func hbvHex(n int) string { return rnd(hexs, n) }

func hbvHexU(n int) string { return strings.ToUpper(rnd(hexs, n)) }

func hbvUUID() string {
	return hbvHex(8) + "-" + hbvHex(4) + "-4" + hbvHex(3) + "-" + pick([]string{"8", "9", "a", "b"}) + hbvHex(3) + "-" + hbvHex(12)
}

func hbvTime() string { return fmt.Sprintf("%02d:%02d", hbvN(8, 21), hbvN(0, 59)) }

func hbvDate() string { return fmt.Sprintf("%02d.%02d.%d", hbvN(1, 28), hbvN(1, 12), hbvN(2023, 2025)) }

func hbvISODate() string {
	return fmt.Sprintf("%d-%02d-%02d", hbvN(2023, 2025), hbvN(1, 12), hbvN(1, 28))
}

func hbvIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{10, 192, 172, 185, 91, 95}), hbvN(0, 255), hbvN(0, 255), hbvN(2, 254))
}

func hbvLAN() string { return fmt.Sprintf("192.168.%d.%d", hbvN(0, 10), hbvN(2, 254)) }

// ---- passwords and codes ----

var hbvWords = []string{
	"Wiosna", "Praha", "Dunaj", "Sofiya", "Beograd", "Kvitka", "Solnce", "Zubr", "Tatry",
	"Balaton", "Kotik", "Murzik", "Lviv", "Krakow", "Brno", "Kosice", "Szeged", "Plovdiv",
	"Novisad", "Vltava", "Karpaty", "Malina", "Jablko", "Sokol", "Medved", "Zima", "Leto",
	"Borovik", "Kasztan", "Pivo", "Paprika", "Rakija", "Dnipro", "Odesa", "Baikal",
}

var hbvCyrWords = []string{"Солнце", "Весна", "Ромашка", "Бухгалтер", "Ласточка", "Калина", "Сокол", "Берёза"}

var hbvLayoutWords = []string{"gfhjkm", "ghbdtn", "vfibyf", "rjirf", "cjkywt", "ljvjq", "rfkbyf", "ctrhtn"}

var hbvLowerWords = []string{
	"zelena", "krava", "morze", "ryba", "kolo", "lipa", "hrad", "ptak", "vrana", "kaktus",
	"bagel", "medvid", "kava", "tram", "sova", "liska", "dzem", "brat", "lopta", "szal",
}

func hbvYear() string { return fmt.Sprint(hbvN(1975, 2025)) }

// hbvPw is a password a person would choose or a generator would emit.
func hbvPw() string {
	switch rng.IntN(7) {
	case 0, 1:
		return pick(hbvWords) + hbvOne("", "_", "#", "!", "@", ".", "-") + hbvYear() + hbvOne("", "!", "$", "*", "")
	case 2:
		return rnd(upper, 1) + rnd(lower, hbvN(3, 5)) + rnd(digits, hbvN(2, 4)) + rnd(hbvSym, 1) + rnd(alnum, hbvN(3, 6))
	case 3:
		return pick(hbvLayoutWords) + hbvDig(hbvN(2, 4)) + hbvOne("", "!", "")
	case 4:
		return pick(hbvLowerWords) + hbvOne("-", ".", "_") + pick(hbvLowerWords) + hbvOne("-", ".", "_") + hbvDig(hbvN(1, 3))
	case 5:
		return pick(hbvCyrWords) + hbvDig(hbvN(2, 4)) + hbvOne("", "!")
	default:
		return rnd(alnum, hbvN(4, 6)) + rnd(hbvSym, 1) + rnd(alnum, hbvN(4, 7)) + rnd(digits, 1)
	}
}

// hbvURLPw is a password safe inside a URL's user-info.
func hbvURLPw() string {
	if hbvCoin() {
		return pick(hbvWords) + hbvOne("_", "-", ".") + hbvYear()
	}
	return rnd(alnum, hbvN(10, 18)) + rnd("-_.~", 1) + rnd(alnum, hbvN(2, 5))
}

// hbvGenPw is a machine-generated password (panel, hosting mail).
func hbvGenPw() string { return rnd(alnum, hbvN(8, 12)) + rnd("!#%&*_", 1) + rnd(alnum, hbvN(2, 5)) }

func hbvPin(n int) string {
	for {
		p := hbvDig(n)
		if strings.Count(p, p[:1]) < n {
			return p
		}
	}
}

func hbvWifiKey() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(alnum, hbvN(12, 20))
	case 1:
		return pick(hbvLowerWords) + pick(hbvWords) + hbvDig(hbvN(3, 5))
	default:
		return rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
	}
}

// ---- vendor-shaped tokens ----

func hbvTgBot() string { return hbvDig(hbvN(9, 10)) + ":AA" + rnd("EFGH", 1) + rnd(b64url, 32) }

func hbvYaOAuth() string { return "y0_Ag" + rnd(upper, 1) + "AAAA" + rnd(b64url, hbvN(48, 54)) }

func hbvYCIAM() string {
	return "t1.9euelZ" + rnd(b64url, hbvN(90, 120)) + "." + rnd(b64url, 86)
}

func hbvYCAPIKey() string { return "AQVN" + rnd(alnum+"-_", 36) }

func hbvYCKeyID() string { return "YCAJE" + rnd(alnum+"_-", 20) }

func hbvYCSecret() string { return "YC" + rnd("MNOP", 1) + rnd(alnum+"-_", 37) }

func hbvVK() string { return "vk1.a." + rnd(b64url, hbvN(150, 190)) }

func hbvGhp() string { return "ghp_" + rnd(alnum, 36) }

func hbvGlpat() string { return "glpat-" + rnd(alnum+"-_", 20) }

func hbvAWSID() string { return "AKIA" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }

func hbvAWSSecret() string { return rnd(hbvB64, 40) }

func hbvJWT() string {
	return "eyJhbGciOiJ" + rnd(b64url, hbvN(14, 30)) + ".eyJ" + rnd(b64url, hbvN(60, 140)) + "." + rnd(b64url, 43)
}

func hbvB32(n int) string { return rnd(b32, n) }

func hbvSess() string { return rnd(lower+digits, 26) }

func hbvLicence(groups, n int, set string) string {
	p := make([]string, groups)
	for i := range p {
		p[i] = rnd(set, n)
	}
	return strings.Join(p, "-")
}

// hbvKeyBody is the body of a PEM/OpenSSH private key: several base64 lines.
func hbvKeyBody(openssh bool) string {
	n := hbvN(4, 8)
	lines := make([]string, 0, n+1)
	if openssh {
		lines = append(lines, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA"+rnd(hbvB64, 14))
	} else if hbvCoin() {
		lines = append(lines, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"+rnd(hbvB64, 14))
	} else {
		lines = append(lines, "MIIEowIBAAKCAQEA"+rnd(hbvB64, 48))
	}
	for i := 1; i < n; i++ {
		lines = append(lines, rnd(hbvB64, 64))
	}
	lines = append(lines, rnd(hbvB64, hbvN(12, 60))+hbvOne("", "=", "=="))
	return strings.Join(lines, "\n")
}

func hbvPEM(openssh bool) (block, body string) {
	body = hbvKeyBody(openssh)
	if openssh {
		return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----", body
	}
	kind := "PRIVATE KEY"
	if strings.HasPrefix(body, "MIIEowIBAAKCAQEA") {
		kind = "RSA PRIVATE KEY"
	}
	return "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----", body
}

func hbvDiscord() string {
	id := fmt.Sprint(hbvN(1, 9)) + hbvDig(hbvN(16, 18))
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

// ---- people, firms, hosts ----

var hbvNames = map[string][]string{
	"ru": {"Дима", "Саша", "Оля", "Наташа", "Игорь", "Светлана Петровна", "Лёша", "Марина"},
	"uk": {"Тарас", "Оксана", "Андрій", "Богдан", "Ірина", "Юля", "Сергій Миколайович"},
	"pl": {"Kasia", "Tomek", "Marek", "Pani Ewa", "Piotrek", "Agnieszka", "Bartek"},
	"cs": {"Petr", "Jana", "Honza", "Lucie", "Pavel", "paní Nováková"},
	"sk": {"Martin", "Zuzka", "Peter", "Katka", "Jozef"},
	"hu": {"Gábor", "Zsófi", "Péter", "Anikó", "Bence", "Kati néni"},
	"bg": {"Иван", "Мария", "Георги", "Десислава", "Николай"},
	"sr": {"Marko", "Jelena", "Nikola", "Milica", "Dragan"},
}

var hbvLangs = []string{"ru", "uk", "pl", "cs", "sk", "hu", "bg", "sr"}

func hbvName(lang string) string { return pick(hbvNames[lang]) }

func hbvFirm(lang string) string {
	switch lang {
	case "ru":
		return hbvOne("ООО «Ромашка»", "ООО «СтройМонтаж»", "ИП Кузнецов", "ООО «ТехноСервис»")
	case "uk":
		return hbvOne("ТОВ «Галтрейд»", "ФОП Коваленко", "ТОВ «Дніпро-Софт»")
	case "pl":
		return hbvOne("Biuro Rachunkowe Kowalska", "PHU Marex", "Transbud Sp. z o.o.")
	case "cs":
		return hbvOne("Účetnictví Dvořák s.r.o.", "Stavby Novák a.s.", "Pekárna U Kostela")
	case "sk":
		return hbvOne("Elektro Horváth s.r.o.", "Účtovníctvo Kováčová")
	case "hu":
		return hbvOne("Kovács és Társa Bt.", "Tisza-Könyvelő Kft.", "Napfény Kft.")
	case "bg":
		return hbvOne("Счетоводна кантора Петрова", "Балкан Трейд ЕООД")
	default:
		return hbvOne("Knjigovodstvo Jovanović", "Sava Trade d.o.o.")
	}
}

func hbvMailAddr(lang string) string {
	dom := map[string]string{"ru": "yandex.ru", "uk": "ukr.net", "pl": "wp.pl", "cs": "seznam.cz", "sk": "azet.sk", "hu": "freemail.hu", "bg": "abv.bg", "sr": "gmail.com"}[lang]
	return rnd(lower, hbvN(4, 8)) + hbvOne("", ".", "_") + rnd(lower, hbvN(3, 6)) + "@" + dom
}
