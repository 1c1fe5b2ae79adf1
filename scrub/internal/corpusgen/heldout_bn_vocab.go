package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Vocabulary and value generators shared by the heldout-bn generators.

type hbnGen struct {
	f func() Sample
	n int
}

func hbnSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hbnTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

type hbnOrg struct{ name, dom, city, cc string }

func (o hbnOrg) pt() bool { return o.cc == "pt" || o.cc == "br" }

var hbnOrgs = []hbnOrg{
	{"Gestoría Martínez y Asociados", "gestoriamartinez.es", "Zaragoza", "es"},
	{"Asesoría Iglesias", "asesoriaiglesias.com", "Valladolid", "es"},
	{"Clínica Dental Sonrisa", "clinicasonrisa.es", "Málaga", "es"},
	{"Colegio Santa Teresa", "colegiosantateresa.es", "Burgos", "es"},
	{"Fisioterapia Navarro", "fisionavarro.es", "Pamplona", "es"},
	{"Despacho Contable Ruiz", "contableruiz.mx", "Guadalajara", "mx"},
	{"Consultorio Médico del Valle", "consultoriodelvalle.mx", "Monterrey", "mx"},
	{"Escuela Primaria Benito Juárez", "epbjuarez.edu.mx", "Puebla", "mx"},
	{"Estudio Contable Fernández", "estudiofernandez.com.ar", "Rosario", "ar"},
	{"Centro Odontológico Palermo", "odontopalermo.com.ar", "Buenos Aires", "ar"},
	{"Instituto San Martín", "institutosanmartin.edu.ar", "Córdoba", "ar"},
	{"Contadores Asociados Rojas", "rojascontadores.com.co", "Medellín", "co"},
	{"IPS Salud Integral", "ipssaludintegral.co", "Bogotá", "co"},
	{"Colegio Los Andes", "colegiolosandes.cl", "Valparaíso", "cl"},
	{"Contabilidad Pizarro Ltda.", "pizarrocontable.cl", "Concepción", "cl"},
	{"Contabilidade Marques & Filhos", "marquescontabilidade.pt", "Braga", "pt"},
	{"Clínica Dentária Alvalade", "clinicaalvalade.pt", "Lisboa", "pt"},
	{"Escola Básica da Sé", "eb-se.edu.pt", "Porto", "pt"},
	{"Gabinete TOC Teixeira", "teixeiratoc.pt", "Coimbra", "pt"},
	{"Escritório Contábil Oliveira", "oliveiracontabil.com.br", "Campinas", "br"},
	{"Clínica Vida Saudável", "clinicavidasaudavel.com.br", "Belo Horizonte", "br"},
	{"Colégio Estrela do Saber", "colegioestrela.com.br", "Recife", "br"},
	{"Contabilidade Ferreira Ltda", "ferreiracontabil.com.br", "Curitiba", "br"},
	{"Odonto Sorriso Pleno", "sorrisopleno.com.br", "Salvador", "br"},
}

func hbnOrgOf(pt bool) hbnOrg {
	for {
		o := pick(hbnOrgs)
		if o.pt() == pt {
			return o
		}
	}
}

func hbnOrgCC(ccs ...string) hbnOrg {
	for {
		o := pick(hbnOrgs)
		for _, c := range ccs {
			if o.cc == c {
				return o
			}
		}
	}
}

func hbnCoin() bool { return rng.IntN(2) == 0 }

var (
	hbnFirstES = []string{"Lucía", "Mateo", "Sofía", "Javier", "Carmen", "Diego", "Valentina", "Martín", "Camila", "Andrés", "Paula", "Rodrigo", "Ximena", "Joaquín", "Florencia", "Guadalupe", "Santiago", "Catalina", "Nicolás", "Mercedes"}
	hbnLastES  = []string{"García", "Martínez", "López", "Fernández", "Ruiz", "Gómez", "Herrera", "Pizarro", "Castillo", "Morales", "Vargas", "Rojas", "Navarro", "Iglesias", "Sepúlveda", "Quintero"}
	hbnFirstPT = []string{"João", "Ana", "Pedro", "Beatriz", "Rafael", "Mariana", "Tiago", "Inês", "Lucas", "Carla", "Gustavo", "Juliana", "Rui", "Filipa", "Thiago", "Fernanda", "Duarte", "Leonor", "Camila", "Bruno"}
	hbnLastPT  = []string{"Silva", "Santos", "Oliveira", "Souza", "Costa", "Ferreira", "Pereira", "Almeida", "Rodrigues", "Carvalho", "Lima", "Gonçalves", "Marques", "Teixeira", "Barbosa", "Monteiro"}
)

func hbnPerson(pt bool) (string, string) {
	if pt {
		return pick(hbnFirstPT), pick(hbnLastPT)
	}
	return pick(hbnFirstES), pick(hbnLastES)
}

var hbnDeaccent = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ã", "a", "õ", "o", "ç", "c", "ê", "e", "â", "a", "ô", "o", "ñ", "n", "Á", "a", "É", "e", "Í", "i", "Ó", "o", "Ú", "u", "Ç", "c")

func hbnASCII(s string) string { return strings.ToLower(hbnDeaccent.Replace(s)) }

// hbnUser is a login name derived from a person, in one of the usual shapes.
func hbnUser(first, last string) string {
	f, l := hbnASCII(first), hbnASCII(last)
	switch rng.IntN(4) {
	case 0:
		return f[:1] + l
	case 1:
		return f + "." + l
	case 2:
		return f + "." + l[:1]
	default:
		return f + rnd(digits, 2)
	}
}

func hbnMail(first, last, dom string) string {
	return hbnASCII(first) + "." + hbnASCII(last) + "@" + dom
}

func hbnYear() int { return 1985 + rng.IntN(42) }

var (
	hbnSyms = []string{"!", "#", "*", "@", ".", "%", "&", "?", "_", "-", "+"}
	hbnWES  = []string{"Sevilla", "Girasol", "Tortuga", "Pampa", "Quetzal", "Azahar", "Milanesa", "Andes", "Colibri", "Guayaba", "Pelusa", "Bodega", "Chispa", "Oliva", "Marisol", "Tango", "Alfajor", "Cumbia", "Nopal", "Jaguar", "Volcan", "Paella", "Churro", "Canela"}
	hbnWPT  = []string{"Lisboa", "Sabia", "Caju", "Goiaba", "Saudade", "Tatu", "Jabuti", "Capivara", "Pastel", "Bacalhau", "Fado", "Sereia", "Farofa", "Brigadeiro", "Coimbra", "Ipe", "Mandacaru", "Tucano", "Acerola", "Pitanga", "Maracuja", "Sardinha", "Azulejo", "Chimarrao"}
	hbnLeet = strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1")
)

func hbnW(pt bool) string {
	if pt {
		return pick(hbnWPT)
	}
	return pick(hbnWES)
}

// hbnPw is a password of the kind people invent.
func hbnPw(pt bool) string {
	w := hbnW(pt)
	y := fmt.Sprint(hbnYear())
	switch rng.IntN(8) {
	case 0:
		return w + y + pick(hbnSyms)
	case 1:
		return w + pick(hbnSyms) + y
	case 2:
		return strings.ToLower(w) + "-" + strings.ToLower(hbnW(pt)) + "-" + rnd(digits, 1+rng.IntN(2))
	case 3:
		return w + "." + hbnW(pt) + rnd(digits, 2)
	case 4:
		return rnd(alnum, 8+rng.IntN(7)) + pick(hbnSyms) + rnd(digits, 1+rng.IntN(3))
	case 5:
		return w[:1] + hbnLeet.Replace(w[1:]+strings.ToLower(hbnW(pt))) + pick(hbnSyms)
	case 6:
		return w + rnd(digits, 3+rng.IntN(2)) + strings.ToLower(hbnW(pt))
	default:
		return w[:1] + rnd(lower+digits, 6+rng.IntN(6)) + pick(hbnSyms) + rnd(upper, 2)
	}
}

// hbnGenPw is a generated (password-manager style) password.
func hbnGenPw() string {
	return rnd(alnum, 4) + pick([]string{"!", "#", "%", "*", "@"}) + rnd(alnum, 6+rng.IntN(8)) + pick([]string{"$", "&", "?", "="}) + rnd(alnum, 2+rng.IntN(4))
}

func hbnPIN(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

func hbnWifiKey(pt bool) string {
	switch rng.IntN(3) {
	case 0:
		return hbnPw(pt)
	case 1:
		return rnd(alnum, 12+rng.IntN(10))
	default:
		return strings.ToLower(hbnW(pt)+hbnW(pt)) + rnd(digits, 2+rng.IntN(3))
	}
}

// Public identifiers (never secrets).

func hbnCNPJ() string {
	return fmt.Sprintf("%s.%s.%s/0001-%s", rnd(digits, 2), rnd(digits, 3), rnd(digits, 3), rnd(digits, 2))
}

func hbnCPF() string {
	return fmt.Sprintf("%s.%s.%s-%s", rnd(digits, 3), rnd(digits, 3), rnd(digits, 3), rnd(digits, 2))
}

func hbnCUIT() string {
	return fmt.Sprintf("%s-%s-%s", pick([]string{"20", "23", "27", "30", "33"}), rnd(digits, 8), rnd(digits, 1))
}

func hbnRFC() string {
	return rnd(upper, 3) + fmt.Sprintf("%02d%02d%02d", rng.IntN(30), 1+rng.IntN(12), 1+rng.IntN(28)) + rnd(upper+digits, 3)
}

func hbnCIF() string   { return pick([]string{"B", "A", "J"}) + rnd(digits, 8) }
func hbnNIFpt() string { return pick([]string{"5", "2", "1"}) + rnd(digits, 8) }
func hbnRUT() string {
	return fmt.Sprintf("%d.%s.%s-%s", 76+rng.IntN(3), rnd(digits, 3), rnd(digits, 3), rnd(digits+"K", 1))
}
func hbnNIT() string {
	return fmt.Sprintf("900.%s.%s-%s", rnd(digits, 3), rnd(digits, 3), rnd(digits, 1))
}

// hbnTaxID is the label and value of an organisation's tax id.
func hbnTaxID(o hbnOrg) (string, string) {
	switch o.cc {
	case "es":
		return "CIF", hbnCIF()
	case "mx":
		return "RFC", hbnRFC()
	case "ar":
		return "CUIT", hbnCUIT()
	case "co":
		return "NIT", hbnNIT()
	case "cl":
		return "RUT", hbnRUT()
	case "pt":
		return "NIF", hbnNIFpt()
	}
	return "CNPJ", hbnCNPJ()
}

func hbnIBAN(cc string) string {
	if cc == "pt" {
		return "PT50 " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 1)
	}
	return "ES" + rnd(digits, 2) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4)
}

func hbnPhone(cc string) string {
	switch cc {
	case "es":
		return "+34 6" + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	case "mx":
		return "+52 55 " + rnd(digits, 4) + " " + rnd(digits, 4)
	case "ar":
		return "+54 9 11 " + rnd(digits, 4) + "-" + rnd(digits, 4)
	case "co":
		return "+57 3" + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 4)
	case "cl":
		return "+56 9 " + rnd(digits, 4) + " " + rnd(digits, 4)
	case "pt":
		return "+351 9" + rnd("1236", 1) + rnd(digits, 1) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	}
	return "(" + rnd("1234", 1) + rnd("123456789", 1) + ") 9" + rnd(digits, 4) + "-" + rnd(digits, 4)
}

func hbnUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + rnd("89ab", 1) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hbnIP() string { return fmt.Sprintf("192.168.%d.%d", rng.IntN(3), 2+rng.IntN(250)) }

// Vendor credential formats.

func hbnMPToken(prefix string) string {
	return prefix + "-" + rnd(digits, 16) + "-" + rnd(digits, 6) + "-" + rnd(hexs, 32) + "-" + rnd(digits, 9)
}

func hbnMPPublic() string { return "APP_USR-" + hbnUUID() }

func hbnStripeSK() string { return "sk_live_51" + rnd(alnum, 20+rng.IntN(80)) }
func hbnStripePK() string { return "pk_live_51" + rnd(alnum, 20+rng.IntN(80)) }
func hbnGHP() string      { return "ghp_" + rnd(alnum, 36) }
func hbnAKIA() string     { return "AKIA" + rnd(upper+"234567", 16) }
func hbnAWSSecret() string {
	return rnd(alnum+"+/", 40)
}
func hbnSlackBot() string {
	return "xoxb-" + rnd(digits, 11+rng.IntN(2)) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
}
func hbnSendgrid() string  { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hbnGoogleKey() string { return "AIza" + rnd(b64url, 35) }
func hbnTelegram() string  { return hbnPIN(9+rng.IntN(2)) + ":AA" + rnd(b64url, 33) }
func hbnMeta() string {
	return "EAA" + pick([]string{"G", "B", "J", "I"}) + rnd(alnum, 140+rng.IntN(60))
}
func hbnOpenAI() string    { return "sk-proj-" + rnd(b64url, 48+rng.IntN(60)) }
func hbnRedsys() string    { return rnd(alnum+"+/", 32) }
func hbnTwilioSID() string { return "AC" + rnd(hexs, 32) }
func hbnAsaas() string {
	raw := rnd(hexs, 32) + "::" + rnd(digits, 18) + "::$aach_" + hbnUUID()
	return "$aact_" + base64.StdEncoding.EncodeToString([]byte(raw))
}
func hbnNPM() string { return "npm_" + rnd(alnum, 36) }

func hbnJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iat":17%s,"exp":17%s}`, rnd(digits, 6), rnd(digits, 8), rnd(digits, 8))))
	return h + "." + p + "." + rnd(b64url, 43)
}

// hbnTOTP is an authenticator seed, sometimes shown in groups of four.
func hbnTOTP() string {
	s := rnd(b32, pick([]int{16, 32}))
	if hbnCoin() {
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(g, " ")
	}
	return s
}

func hbnRecovery() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(digits, 4) + " " + rnd(digits, 4)
	case 1:
		return rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
	}
	return rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
}

func hbnLicence() string {
	var g []string
	for i := 0; i < 5; i++ {
		g = append(g, rnd("BCDFGHJKMPQRTVWXY2346789", 5))
	}
	return strings.Join(g, "-")
}

// hbnSig is an e-mail signature in the organisation's language.
func hbnSig(o hbnOrg, first, last string) string {
	tl, tv := hbnTaxID(o)
	ph := hbnPhone(o.cc)
	switch o.cc {
	case "br":
		return fmt.Sprintf("Att,\n\n%s %s\n%s — %s\n%s %s | %s\nwww.%s\n\nEsta mensagem pode conter informações confidenciais e/ou privilegiadas. Se você não for o destinatário, por favor avise o remetente e apague-a. Tratamos dados pessoais conforme a LGPD (Lei 13.709/2018).",
			first, last, pick([]string{"Analista Fiscal", "Depto. Pessoal", "Coordenação Administrativa", "Suporte de TI"}), o.name, tl, tv, ph, o.dom)
	case "pt":
		return fmt.Sprintf("Com os melhores cumprimentos,\n%s %s\n%s\n%s · %s\nTel.: %s\n\nEsta mensagem e os seus anexos são confidenciais e destinam-se exclusivamente ao destinatário. Se a recebeu por engano, informe o remetente e elimine-a. Antes de imprimir, pense no ambiente.",
			first, last, pick([]string{"Contabilista Certificado", "Serviços Administrativos", "Direção", "Apoio Informático"}), o.name, o.city, ph)
	case "es":
		return fmt.Sprintf("--\n%s %s\n%s | %s\n%s · %s %s\nTel. %s · www.%s\n\nAVISO LEGAL: Este mensaje y sus anexos son confidenciales y se dirigen exclusivamente a su destinatario. En cumplimiento del RGPD (UE) 2016/679 le informamos de que sus datos se tratan para gestionar la relación profesional. Si no es usted el destinatario, comuníquelo al remitente y bórrelo.",
			first, last, pick([]string{"Departamento Fiscal", "Administración", "Laboral", "Soporte informático"}), o.name, o.city, tl, tv, ph, o.dom)
	}
	return fmt.Sprintf("%s\n%s %s\n%s\n%s | %s: %s\nCel. %s\n\nEste correo y sus adjuntos son confidenciales. Si lo recibió por error, notifique al remitente y elimínelo. No imprima este correo si no es necesario.",
		pick([]string{"Saludos cordiales,", "Atte.", "Cordialmente,", "Un abrazo,"}), first, last, o.name, o.city, tl, tv, ph)
}

// hbnClock gives WhatsApp-export line prefixes with a running clock.
func hbnClock() func(who string) string {
	d, m, y := 1+rng.IntN(28), 1+rng.IntN(12), 22+rng.IntN(4)
	h, mi := 8+rng.IntN(10), rng.IntN(50)
	style := rng.IntN(3)
	return func(who string) string {
		mi += rng.IntN(4)
		if mi > 59 {
			mi -= 60
			h++
		}
		switch style {
		case 0:
			return fmt.Sprintf("[%02d/%02d/%02d, %02d:%02d:%02d] %s: ", d, m, y, h, mi, rng.IntN(60), who)
		case 1:
			return fmt.Sprintf("%02d/%02d/20%02d %02d:%02d - %s: ", d, m, y, h, mi, who)
		}
		return who + ": "
	}
}

func hbnDate() string {
	return fmt.Sprintf("%02d/%02d/20%d", 1+rng.IntN(28), 1+rng.IntN(12), 22+rng.IntN(4))
}

func hbnISO() string {
	return fmt.Sprintf("20%d-%02d-%02d %02d:%02d:%02d", 22+rng.IntN(4), 1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60))
}
