package main

// heldout_au.go is a held-out part written blind (the author read neither the scrubber's rules nor
// the other parts). Its character: people writing mostly in Spanish, Portuguese, French, Arabic,
// Swahili, Turkish and Indonesian: NGOs, small newsrooms, mobile-money integrations, community
// radio, cyber-cafe notes, local payment gateways and government e-services. This file holds the
// helpers, the shared word lists and the driver; the other heldout_au_*.go files hold the
// generators, split by concern.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hauRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hauPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hauPickL(xs []string) string { return xs[rng.IntN(len(xs))] }

// hauSec builds a sample whose secrets are the given substrings.
func hauSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hauTrap builds a sample that must come back unchanged.
func hauTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hauKeep adds ordinary substrings that must survive next to the secrets.
func (s Sample) hauKeep(k ...string) Sample {
	s.Keep = append(s.Keep, k...)
	return s
}

func hauRep(n int, f func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for len(out) < n {
		s := f()
		if hauAmbiguous(s) {
			continue
		}
		for tries := 0; hauSeen[s.Text] && tries < 20; tries++ {
			s = hauVary(s)
		}
		hauSeen[s.Text] = true
		out = append(out, s)
	}
	return out
}

var hauSeen = map[string]bool{}

// hauVary gives a text that came out before a different surrounding: who pasted it, a fence, a
// line after it.
func hauVary(s Sample) Sample {
	switch rng.IntN(4) {
	case 0:
		s.Text = hauName() + ": " + hauPick("olha isso", "mira esto", "regardez ça", "angalia hii", "şuna bakın", "cek ini", "انظروا") + "\n" + s.Text
	case 1:
		s.Text = "```\n" + s.Text + "\n```"
	case 2:
		s.Text = s.Text + "\n" + hauFiller()
	default:
		p := hauPick("> ", "# ", "// ", "-- ")
		for _, sec := range s.Secrets {
			if strings.Contains(sec, "\n") {
				p = ""
			}
		}
		s.Text = p + strings.ReplaceAll(s.Text, "\n", "\n"+p)
	}
	return s
}

// hauAmbiguous reports a sample whose short secret also occurs elsewhere in its text (a PIN that
// is also part of a date): the label would then ask for more than the secret.
func hauAmbiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) > 1 {
			return true
		}
	}
	return false
}

func heldoutAU() []Sample {
	var out []Sample
	out = append(out, hauDiscordSamples()...)
	out = append(out, hauChatBotSamples()...)
	out = append(out, hauLoginPairSamples()...)
	out = append(out, hauPasswordProseSamples()...)
	out = append(out, hauSplitSamples()...)
	out = append(out, hauKeyIDSamples()...)
	out = append(out, hauCloudSamples()...)
	out = append(out, hauPaymentSamples()...)
	out = append(out, hauSaaSSamples()...)
	out = append(out, hauConfigSamples()...)
	out = append(out, hauShellSamples()...)
	out = append(out, hauTrapSamples()...)
	out = append(out, hauTrapSamples2()...)
	for _, s := range out {
		for _, sec := range s.Secrets {
			if len(sec) < 4 || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-au: secret %q not in text %q", sec, s.Text))
			}
		}
		for _, k := range s.Keep {
			if !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-au: keep %q not in text %q", k, s.Text))
			}
			for _, sec := range s.Secrets {
				if strings.Contains(k, sec) || strings.Contains(sec, k) {
					panic(fmt.Sprintf("heldout-au: keep %q overlaps secret %q", k, sec))
				}
			}
		}
	}
	return out
}

// ---- shared vocabulary ----

var hauNames = []string{
	"Juma", "Amina", "Wanjiru", "Otieno", "Achieng", "Baraka", "Fatma", "Mehmet", "Ayşe", "Emre",
	"Budi", "Siti", "Putri", "Agus", "Rafael", "Camila", "João", "Thiago", "Lucía", "Diego",
	"Youssef", "Fatima", "Karim", "Aïcha", "Moussa", "Léa", "Ngozi", "Chinedu", "Kwame", "Nadia",
	"Zeynep", "Dewi", "Mariana", "Joaquín", "Salma", "Omar", "Mwajuma", "Ibrahima", "Valentina",
}

var hauDomains = []string{
	"sautifm.or.ke", "semillas.org.co", "periferia.com.br", "espoir-dakar.sn", "pelita.or.id",
	"amal-ngo.org.jo", "kadin-dernegi.org.tr", "radiomare.org.br", "kibera-news.co.ke",
	"lavozdelbarrio.pe", "rumahbaca.id", "tawasul.ma", "mtaani-pay.co.tz", "coopsol.com.mx",
	"jornal-quilombo.org", "lagos-civic.ng", "tunis-medias.tn", "warung-digital.id",
}

var hauSubs = []string{"api", "db", "sms", "radio", "painel", "admin", "stream", "mail", "vpn", "erp", "crm", "pay"}

func hauHost() string { return hauPickL(hauSubs) + "." + hauPickL(hauDomains) }

func hauName() string { return hauPickL(hauNames) }

func hauUser() string {
	return hauPick("admin", "root", "radio", "ong", "soporte", "suporte", "operador", "tech",
		"mkadmin", "ubnt", "pi", "redaccion", "redacao", "kasir", "yonetici", "msimamizi", "finance",
		"estudio", "caisse", "relawan", "deploy", "backup")
}

func hauEmail() string {
	n := strings.ToLower(hauPick("radio.sauti", "ong.semillas", "redacao.periferia", "caisse.espoir",
		"rumahbaca.admin", "amal.finance", "kadin.dernek", "voz.barrio", "coop.sol", "mtaani.ops"))
	return n + hauPick("", "2", "21", ".tz") + "@" + hauPick("gmail.com", "yahoo.fr", "hotmail.com", "outlook.com", hauPickL(hauDomains))
}

var hauWords = []string{
	"Flamengo", "Corinthians", "Saudade", "Mariposa", "Libertad", "Simba", "Kahawa", "Jambo",
	"Uhuru", "Habibi", "Yasmin", "Istanbul", "Galatasaray", "Merdeka", "Garuda", "Rendang",
	"Soleil", "Teranga", "Baobab", "Palmeiras", "Tigre", "Nairobi", "Ankara", "Bandung",
	"Marrakech", "Cachorro", "Mbuzi", "Kelapa", "Papagaio", "Bismillah", "Inshallah", "Pastel",
	"Chama", "Karibu", "Girassol", "Tortuga", "Lumba", "Fenerbahce", "Dakar", "Zanzibar",
}

// hauHumanPw is a password a person chose: a word, digits and a symbol.
func hauHumanPw() string {
	w := hauPickL(hauWords)
	y := hauPick("2024", "2023", "1987", "1905", "77", "45", "123", "2019", "09", "2025", "10")
	s := hauPick("@", "#", "!", "*", ".", "$", "_", "&", "+")
	switch rng.IntN(6) {
	case 0:
		return w + s + y
	case 1:
		return strings.ToLower(w) + y + s
	case 2:
		return w + y + s
	case 3:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + s + hauPickL(hauWords) + y
	case 4:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1")
		return r.Replace(strings.ToLower(w)) + s + y
	default:
		return s + w + y
	}
}

// hauRandPw is a generated password.
func hauRandPw() string {
	n := 12 + rng.IntN(9)
	p := hauRnd(alnum+"!#$&*-_+=?@", n)
	return p[:n-2] + hauRnd(digits, 1) + hauRnd("!#*@", 1)
}

func hauPw() string {
	if rng.IntN(2) == 0 {
		return hauHumanPw()
	}
	return hauRandPw()
}

func hauDigits(n int) string { return hauRnd("123456789", 1) + hauRnd(digits, n-1) }

func hauB64(n int) string { return hauRnd(alnum+"+/", n) }

func hauUUID() string {
	return hauRnd(hexs, 8) + "-" + hauRnd(hexs, 4) + "-4" + hauRnd(hexs, 3) + "-" + hauPick("8", "9", "a", "b") + hauRnd(hexs, 3) + "-" + hauRnd(hexs, 12)
}

func hauStdB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hauDate() string {
	d, m, y := 1+rng.IntN(28), 1+rng.IntN(12), 2023+rng.IntN(3)
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	default:
		return fmt.Sprintf("%d %s %d", d, hauPick("de marzo de", "de abril", "janvier", "Mei", "Ekim", "Agosti", "de julho de"), y)
	}
}

func hauTime() string { return fmt.Sprintf("%02d:%02d", 6+rng.IntN(16), rng.IntN(60)) }

func hauStamp() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", 2024+rng.IntN(2), 1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

// hauFiller is an ordinary line of notes, to sit beside secrets (and to be kept).
func hauFiller() string {
	return hauPick(
		"Reunião de pauta às 15h na sala 2.",
		"La asamblea de socios se pasó al jueves.",
		"Le générateur de la radio est réparé.",
		"Kesho tunaanza kurekodi kipindi cha vijana saa tatu.",
		"Yarın saat 10'da bağışçılarla toplantı var.",
		"Besok rapat evaluasi program literasi jam 9 pagi.",
		"الاجتماع القادم يوم الأحد بعد صلاة الظهر.",
		"Lembrar de mandar o relatório pro financiador até sexta.",
		"No olvidar el recibo de la luz del estudio.",
		"Penser à recharger le crédit du modem Orange.",
		"Bajeti ya mwezi huu imeidhinishwa na bodi.",
		"Stajyerlerin yaka kartları hazır.",
		"Jangan lupa bawa proyektor ke balai desa.",
		"O transmissor novo chega na segunda-feira.",
		"Hay que renovar el dominio antes del 30.",
	)
}
