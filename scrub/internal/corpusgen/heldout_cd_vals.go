package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Random values for heldout-cd. Everything draws from the shared rng.

const (
	hcdSym   = "!@#$%*.-_+?"
	hcdB64   = alnum + "+/"
	hcdUpDig = upper + digits
)

func hcdP(xs ...string) string { return pick(xs) }
func hcdN(lo, hi int) int      { return lo + rng.IntN(hi-lo+1) }
func hcdDigits(n int) string   { return rnd(digits, n) }
func hcdHexU(n int) string     { return strings.ToUpper(rnd(hexs, n)) }
func hcdSymbol() string        { return string(hcdSym[rng.IntN(len(hcdSym))]) }

// hcdNum is a number without a leading zero, n digits long.
func hcdNum(n int) string { return string(digits[1+rng.IntN(9)]) + hcdDigits(n-1) }

var hcdWords = []string{"Lisboa", "Fibra", "Antena", "Torre", "Cobre", "Sevilla", "Manaus",
	"Recife", "Quito", "Halcon", "Tucano", "Jaguar", "Falcon", "Harbor", "Granite", "Marlin",
	"Cerrado", "Pampa", "Condor", "Bahia", "Andes", "Orion", "Puma", "Mango", "Caju", "Tango",
	"Ipanema", "Rioja", "Viento", "Lechuza", "Carioca", "Ballena"}

var hcdLowWords = []string{"torre", "fibra", "cabo", "poste", "verde", "azul", "lunes", "sapo",
	"gato", "rio", "mar", "horse", "staple", "copper", "splice", "river", "amber", "kilo",
	"nube", "chuva", "sol", "ruta", "feijao", "limon", "pardal", "otter", "maple"}

// hcdHumanPw is a password as people invent them.
func hcdHumanPw() string {
	switch rng.IntN(7) {
	case 0:
		return pick(hcdWords) + hcdSymbol() + fmt.Sprint(2015+rng.IntN(12))
	case 1:
		return pick(hcdLowWords) + "-" + pick(hcdLowWords) + "-" + fmt.Sprint(rng.IntN(100))
	case 2:
		return pick(hcdWords) + hcdDigits(hcdN(2, 4)) + hcdSymbol()
	case 3:
		return rnd(alnum, hcdN(10, 16))
	case 4:
		return rnd(alnum+"!@#%*", hcdN(12, 18))
	case 5:
		w := pick(hcdLowWords)
		return strings.ToUpper(w[:1]) + w[1:] + hcdSymbol() + pick(hcdWords) + hcdDigits(2)
	default:
		return pick(hcdWords) + "_" + strings.ToLower(pick(hcdWords)) + hcdDigits(hcdN(1, 3))
	}
}

// hcdRandPw is a generated password.
func hcdRandPw() string {
	if rng.IntN(3) == 0 {
		return rnd(alnum+"!#%&*-_", hcdN(14, 24))
	}
	return rnd(alnum, hcdN(12, 20))
}

// hcdPPPoEPw is the kind of password ISPs hand out for PPPoE.
func hcdPPPoEPw() string {
	switch rng.IntN(4) {
	case 0:
		return hcdDigits(hcdN(6, 8))
	case 1:
		return rnd(lower+digits, hcdN(8, 10))
	case 2:
		return hcdHumanPw()
	default:
		return rnd(alnum, hcdN(8, 12))
	}
}

// hcdWifiKey is a WPA passphrase.
func hcdWifiKey() string {
	switch rng.IntN(5) {
	case 0:
		return rnd(hcdUpDig, hcdN(10, 12))
	case 1:
		return rnd(lower+digits, hcdN(8, 12))
	case 2:
		return hcdHumanPw()
	case 3:
		return hcdP("CasaDa", "Familia", "Depto", "Loja", "Oficina") + pick(hcdWords) + hcdDigits(hcdN(2, 4))
	default:
		return rnd(alnum, hcdN(16, 24))
	}
}

// hcdSharedSecret is a RADIUS/TACACS/SNMP style shared secret.
func hcdSharedSecret() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(alnum, hcdN(16, 32))
	case 1:
		return hcdP("rad", "Rad", "noc", "Tac", "bras") + hcdSymbol() + rnd(alnum, hcdN(8, 12))
	case 2:
		return hcdHumanPw()
	default:
		return rnd(alnum+"!#%^*", hcdN(20, 28))
	}
}

// hcdCommunity is an SNMP community that is not a well-known default.
func hcdCommunity() string {
	switch rng.IntN(4) {
	case 0:
		return hcdP("n0c", "Noc", "mon", "snmp", "olt") + hcdP("-", "_", "") + hcdP("RO", "ro", "RW", "rw", "read") + hcdP("-", "_", "") + rnd(alnum, hcdN(5, 9))
	case 1:
		return rnd(alnum, hcdN(12, 20))
	case 2:
		return pick(hcdWords) + hcdDigits(2) + hcdSymbol() + rnd(lower, 4)
	default:
		return hcdHumanPw()
	}
}

func hcdPIN(n int) string { return hcdDigits(n) }

var hcdTechs = []string{"jmartinez", "r.silva", "kokafor", "dnguyen", "apereira", "lgomez",
	"tbecker", "mfernandes", "cquispe", "bsantos", "ehernandez", "pmurphy", "svargas",
	"ltorres", "wmensah", "acardoso", "nrojas"}

var hcdFirst = []string{"Ana", "João", "Marcos", "Lucía", "Diego", "Priya", "Tom", "Fatima",
	"Carlos", "Renata", "Kwame", "Sofía", "Bruno", "Hannah", "Rafael", "Valentina", "Gustavo",
	"Camila", "Owen", "Thiago"}

var hcdCustomers = []string{"Maria Oliveira", "Juan Pérez", "Dona Cida Souza", "Sr. Ramírez",
	"Priya Shah", "Tom Walsh", "Padaria Pão Quente", "Ferretería El Tornillo",
	"Clínica Santa Luzia", "Hotel Mirador", "Escola Monteiro Lobato", "Café Andino",
	"Greenway Dental", "Farmácia Popular Centro", "Hostal La Candelaria"}

var hcdStreets = []string{"Rua das Flores 212", "Av. Libertador 1450", "Calle 45 #12-30",
	"14 Mill Lane", "Rua Augusta 880 apto 32", "Av. Amazonas N34-120", "Calle Mayor 7, 2ºB",
	"Travessa do Carmo 19", "221 Harbour Rd", "Rua 7 de Setembro 1033"}

var hcdDomains = []string{"fibranet.com.br", "vozdata.net", "redandina.ec", "tealnet.co.uk",
	"cablemar.mx", "velonet.pt", "orbita.net.co", "nortefibra.com.br", "pampalink.com.ar"}

func hcdDomain() string { return pick(hcdDomains) }

func hcdSite() string {
	return hcdP("POP-CENTRO", "OLT-NORTE", "BRAS-SUL", "POP-ALAMEDA", "SITE-GUA", "OLT-VILLA",
		"POP-RIVERSIDE", "HUB-OESTE", "OLT-LESTE", "POP-MIRAFLORES") + "-" + hcdDigits(2)
}

func hcdIP10() string {
	return fmt.Sprintf("10.%d.%d.%d", rng.IntN(255), rng.IntN(255), 1+rng.IntN(253))
}

func hcdIPCGN() string {
	return fmt.Sprintf("100.%d.%d.%d", 64+rng.IntN(64), rng.IntN(255), 1+rng.IntN(253))
}

func hcdPubIP() string {
	return hcdP("203.0.113.", "198.51.100.", "192.0.2.") + fmt.Sprint(1+rng.IntN(253))
}

func hcdMAC() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = rnd(hexs, 2)
	}
	switch rng.IntN(3) {
	case 0:
		return strings.ToUpper(strings.Join(p, ":"))
	case 1:
		return strings.Join(p, "-")
	default:
		return p[0] + p[1] + "." + p[2] + p[3] + "." + p[4] + p[5]
	}
}

func hcdONTSN() string {
	return hcdP("HWTC", "ZTEG", "ALCL", "FHTT", "NOKA", "TPLG") + hcdHexU(8)
}

func hcdPPPoEUser() string {
	switch rng.IntN(4) {
	case 0:
		return hcdNum(6) + "@" + hcdDomain()
	case 1:
		return "cli" + hcdDigits(hcdN(5, 7))
	case 2:
		return strings.ToLower(strings.ReplaceAll(pick(hcdFirst), "ã", "a"))[:3] + hcdDigits(4) + "@" + hcdDomain()
	default:
		return "pppoe_" + hcdDigits(6)
	}
}

func hcdWO() string {
	return hcdP("WO-", "OT-2025-", "OS ", "OS-", "INC", "TT#") + hcdDigits(hcdN(5, 7))
}

func hcdVLAN() int   { return 100 + rng.IntN(3900) }
func hcdDBm() string { return fmt.Sprintf("-%d.%d", 17+rng.IntN(9), rng.IntN(10)) }

func hcdUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hcdP("8", "9", "a", "b") + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcdRandBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hcdB64Bytes(n int) string { return base64.StdEncoding.EncodeToString(hcdRandBytes(n)) }

// Vendor formats.

func hcdTwilioSID() string   { return "AC" + rnd(hexs, 32) }
func hcdTwilioToken() string { return rnd(hexs, 32) }
func hcdTelnyxKey() string   { return "KEY" + hcdHexU(32) + "_" + rnd(alnum, 22) }
func hcdPlivoID() string     { return "MA" + rnd(hcdUpDig, 18) }
func hcdPlivoToken() string  { return rnd(alnum, 40) }
func hcdSWToken() string     { return "PT" + rnd(hexs, 48) }
func hcdAWSID() string       { return hcdP("AKIA", "AKIA", "ASIA") + rnd(hcdUpDig, 16) }
func hcdAWSSecret() string   { return rnd(alnum+"/+", 40) }
func hcdAliID() string       { return "LTAI" + rnd(alnum, hcdN(16, 20)) }
func hcdAliSecret() string   { return rnd(alnum, 30) }
func hcdTencentID() string   { return "AKID" + rnd(alnum, 32) }
func hcdGHP() string         { return "ghp_" + rnd(alnum, 36) }
func hcdGitlab() string      { return "glpat-" + rnd(alnum+"-_", 20) }
func hcdGrafana() string     { return "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8) }
func hcdSendGrid() string    { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hcdStripe() string      { return hcdP("sk_live_", "rk_live_") + rnd(alnum, hcdN(24, 40)) }
func hcdSlackBot() string {
	return "xoxb-" + hcdNum(hcdN(10, 12)) + "-" + hcdNum(13) + "-" + rnd(alnum, 24)
}

func hcdSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(hcdUpDig, hcdN(8, 10)) + "/B" + rnd(hcdUpDig, hcdN(8, 10)) + "/" + rnd(alnum, 24)
}

func hcdTeamsHook() string {
	return "https://" + hcdP("nortefibra", "cablemarmx", "tealnetuk", "redandina") + ".webhook.office.com/webhookb2/" +
		hcdUUID() + "@" + hcdUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcdUUID()
}

func hcdZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hcdNum(hcdN(7, 8)) + "/" + rnd(lower+digits, hcdN(6, 7)) + "/"
}

// hcdDiscordBot is a Discord bot token: base64 of the bot's snowflake id, a timestamp part and
// an HMAC part.
func hcdDiscordBot() string {
	id := hcdNum(hcdN(18, 19))
	p1 := base64.RawURLEncoding.EncodeToString([]byte(id))
	n := 27
	if rng.IntN(2) == 0 {
		n = 38
	}
	return p1 + "." + rnd(b64url, 6) + "." + rnd(b64url, n)
}

// hcdSSHKey is an OpenSSH private key block.
func hcdSSHKey() string {
	var b strings.Builder
	b.WriteString("-----BEGIN OPENSSH PRIVATE KEY-----\n")
	head := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA"
	b.WriteString(head + rnd(hcdB64, 70-len(head)) + "\n")
	for i := hcdN(3, 6); i > 0; i-- {
		b.WriteString(rnd(hcdB64, 70) + "\n")
	}
	b.WriteString(rnd(hcdB64, hcdN(20, 60)) + "=\n")
	b.WriteString("-----END OPENSSH PRIVATE KEY-----")
	return b.String()
}

// hcdPEMKey is an RSA or PKCS#8 private key block.
func hcdPEMKey() string {
	kind := hcdP("RSA PRIVATE KEY", "PRIVATE KEY")
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	first := "MIIEpAIBAAKCAQEA"
	if kind == "PRIVATE KEY" {
		first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
	}
	b.WriteString(first + rnd(hcdB64, 64-len(first)) + "\n")
	for i := hcdN(4, 8); i > 0; i-- {
		b.WriteString(rnd(hcdB64, 64) + "\n")
	}
	b.WriteString(rnd(hcdB64, hcdN(16, 48)) + "==\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String()
}
