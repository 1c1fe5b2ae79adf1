package main

import (
	"fmt"
	"strings"
)

// Value generators for heldout-ca: secrets in the formats sellers meet, and the
// identifiers (orders, ASINs, tracking numbers, client ids) that sit next to them.

func hcaN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcaP(xs ...string) string { return pick(xs) }

func hcaCoin() bool { return rng.IntN(2) == 0 }

func hcaDigits(n int) string { return fmt.Sprint(1+rng.IntN(9)) + rnd(digits, n-1) }

func hcaUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hcaP("8", "9", "a", "b") + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcaUpper(s string) string { return strings.ToUpper(s) }

var hcaWords = []string{"Lisboa", "Hamburg", "Karton", "Paket", "Lager", "Versand", "Sommer", "Winter",
	"Bodega", "Envio", "Tienda", "Sklep", "Paczka", "Kiwi", "Mango", "Falcon", "Orion", "Atlas",
	"Nordsee", "Tokio", "Sakura", "Palette", "Pallet", "Crate", "Cebu", "Manila", "Porto", "Gdansk",
	"Bremen", "Valencia", "Osaka", "Cactus", "Tiger", "Amsel", "Moewe", "Lotus", "Condor", "Jaguar"}

var hcaLow = []string{"horse", "staple", "battery", "correct", "river", "copper", "yellow", "tape",
	"box", "label", "forklift", "shelf", "pallet", "stamp", "parcel", "ocean", "maple", "pepper"}

// hcaPw is a password as people make them up, in several styles.
func hcaPw() string {
	w := pick(hcaWords)
	switch rng.IntN(8) {
	case 0:
		return w + hcaP("#", "!", "@", "$", "%") + fmt.Sprint(2019+rng.IntN(8))
	case 1:
		return pick(hcaLow) + "-" + pick(hcaLow) + "-" + fmt.Sprint(rng.IntN(100))
	case 2:
		return rnd(alnum, hcaN(10, 16)) + hcaP("!", "#", "?", "*", "%") + rnd(digits, 1)
	case 3:
		return w + fmt.Sprint(rng.IntN(9000)+10) + hcaP("!", "?", "#", "")
	case 4:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + hcaUpper(pick(hcaLow)[:2]) + rnd(digits, 2) + "!"
	case 5:
		return w + "." + pick(hcaWords) + "." + rnd(digits, 2)
	case 6:
		return strings.ToLower(w) + "_" + rnd(lower+digits, 4) + hcaP("&", "+", "=", "!")
	default:
		return rnd(alnum+"!#%*+-.?@_", hcaN(14, 22)) + rnd(digits, 1)
	}
}

// hcaPwXML is a password without the characters XML would need escaped.
func hcaPwXML() string {
	for {
		p := hcaPw()
		if !strings.ContainsAny(p, "&<>") {
			return p
		}
	}
}

// hcaPwURL is a password that can sit in a URL's user-info unescaped.
func hcaPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return pick(hcaWords) + rnd(digits, hcaN(2, 4)) + hcaP("-", "_", ".", "~") + rnd(alnum, 4)
	case 1:
		return rnd(alnum, hcaN(16, 28))
	default:
		return pick(hcaLow) + "_" + pick(hcaWords) + rnd(digits, 3)
	}
}

func hcaPin(n int) string { return rnd(digits, n) }

var hcaFirst = []string{"Anna", "Jan", "Maria", "Lukas", "Sofia", "Tomasz", "Kasia", "Joao", "Camila",
	"Diego", "Lucia", "Yuki", "Haruto", "Aiko", "Grace", "Joy", "Mark", "Aileen", "Rafael", "Jenny",
	"Mehmet", "Elif", "Pieter", "Sanne", "Olga", "Nico", "Priya", "Arjun", "Chloe", "Ben", "Fatima", "Ines"}

var hcaLast = []string{"Kowalski", "Schmidt", "Santos", "Garcia", "Tanaka", "Reyes", "Cruz", "Mueller",
	"Nowak", "Oliveira", "Sato", "Bauer", "de Vries", "Yilmaz", "Lopez", "Fischer", "Mendoza", "Silva"}

var hcaStores = []string{"nordlicht-home", "kawa-kraft", "petpal-store", "urban-loom", "tinyforge",
	"bergzeit-outdoor", "lumen-lab", "casa-verde", "sklep-bursztyn", "mochi-goods", "oceanwave-gear",
	"craft-and-cog", "blau-kitchen", "sol-y-sombra", "happy-paws-eu", "gadgetnest", "linen-and-co"}

func hcaName() string  { return pick(hcaFirst) }
func hcaStore() string { return pick(hcaStores) }

func hcaUser() string {
	f := strings.ToLower(pick(hcaFirst))
	switch rng.IntN(4) {
	case 0:
		return f
	case 1:
		return f + "." + strings.ToLower(strings.ReplaceAll(pick(hcaLast), " ", ""))
	case 2:
		return f + "_" + hcaP("va", "ops", "wh", "lager", "admin") + rnd(digits, hcaN(0, 2))
	default:
		return hcaP("ops", "warehouse", "fulfil", "seller", "admin", "versand") + rnd(digits, 2)
	}
}

func hcaEmail() string {
	return hcaUser() + "@" + hcaP(hcaStore()+".com", hcaStore()+".de", "gmail.com", "outlook.com", hcaStore()+".pl", hcaStore()+".es")
}

// --- identifiers (never secrets) ---

var hcaMarketplaces = []string{"ATVPDKIKX0DER", "A1PA6795UKMFR9", "A1F83G8C2ARO7P", "A13V1IB3VIYZZH",
	"APJ6JRA9NG5V4", "A1RKKUPIHCS9HS", "A1805IZSGTT6HS", "A1C3SOZRARQ6R3", "A2Q3Y263D00KWC", "A1VC38T7YXB528"}

func hcaMktID() string    { return pick(hcaMarketplaces) }
func hcaSellerID() string { return "A" + rnd(upper+digits, hcaN(12, 13)) }
func hcaASIN() string     { return "B0" + rnd(upper+digits, 8) }
func hcaFNSKU() string    { return "X00" + rnd(upper+digits, 7) }
func hcaSKU() string {
	return hcaP("NL", "KK", "PP", "UL", "TF", "BZ", "CV") + "-" + rnd(upper, 3) + "-" + rnd(digits, hcaN(3, 5)) + hcaP("", "-"+hcaP("BLK", "WHT", "L", "XL", "M", "RED"))
}
func hcaAmzOrder() string {
	return hcaP("111", "112", "113", "114", "202", "302", "303", "305", "028", "171") + "-" + rnd(digits, 7) + "-" + rnd(digits, 7)
}
func hcaEbayOrder() string { return rnd(digits, 2) + "-" + rnd(digits, 5) + "-" + rnd(digits, 5) }
func hcaEAN() string       { return hcaP("40", "42", "84", "59", "45", "76") + rnd(digits, 11) }
func hcaLwaClient() string { return "amzn1.application-oa2-client." + rnd(hexs, 32) }
func hcaSPAppID() string   { return "amzn1.sp.solution." + hcaUUID() }
func hcaUPS1Z() string     { return "1Z" + rnd(upper+digits, 6) + rnd(digits, 10) }
func hcaDHLTrack() string {
	return hcaP("00340434"+rnd(digits, 12), "JJD"+rnd(digits, 18), rnd(digits, 10), "CH"+rnd(digits, 9)+"DE")
}
func hcaGLSTrack() string   { return rnd(digits, 11) }
func hcaDPDTrack() string   { return "0" + rnd(digits, 13) }
func hcaFedexTrack() string { return rnd(digits, 12) }
func hcaTrack() string {
	return hcaP(hcaUPS1Z(), hcaDHLTrack(), hcaGLSTrack(), hcaDPDTrack(), hcaFedexTrack())
}
func hcaVAT() string {
	return hcaP("DE"+rnd(digits, 9), "GB"+rnd(digits, 9), "FR"+rnd(digits, 2)+rnd(digits, 9), "PL"+rnd(digits, 10),
		"ESB"+rnd(digits, 8), "IT"+rnd(digits, 11), "NL"+rnd(digits, 9)+"B0"+rnd(digits, 1))
}
func hcaIBAN() string {
	return hcaP("DE"+rnd(digits, 2)+" "+rnd(digits, 4)+" "+rnd(digits, 4)+" "+rnd(digits, 4)+" "+rnd(digits, 4)+" "+rnd(digits, 2),
		"PL"+rnd(digits, 26), "ES"+rnd(digits, 22), "NL"+rnd(digits, 2)+"INGB"+rnd(digits, 10))
}
func hcaReqID() string { return hcaUUID() }
func hcaSha256() string {
	return rnd(hexs, 64)
}
func hcaSha1() string { return rnd(hexs, 40) }
func hcaDate() string {
	return fmt.Sprintf("2025-%02d-%02d", 1+rng.IntN(12), 1+rng.IntN(28))
}
func hcaTime() string {
	return fmt.Sprintf("%s %02d:%02d:%02d", hcaDate(), rng.IntN(24), rng.IntN(60), rng.IntN(60))
}
func hcaTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", hcaDate(), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(1000))
}
func hcaPrice() string { return fmt.Sprintf("%d.%02d", 3+rng.IntN(180), rng.IntN(100)) }
func hcaHost() string {
	return hcaP("wms", "erp", "jtl", "db", "sftp", "edi", "repricer", "n8n", "sync") + hcaP("", "01", "-prod", "-eu") + "." + hcaP(hcaStore()+".com", hcaStore()+".de", hcaStore()+".internal", "fulfilment-partner.eu", "3pl-hub.net")
}

// --- secrets ---

func hcaAKIA() string      { return hcaP("AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hcaAwsSecret() string { return rnd(alnum+"+/", 40) }
func hcaLwaSecret() string { return "amzn1.oa2-cs.v1." + rnd(hexs, 64) }
func hcaAtzr() string      { return "Atzr|IwEB" + rnd(b64url, hcaN(180, 320)) }
func hcaAtza() string      { return "Atza|IwEB" + rnd(b64url, hcaN(160, 280)) }
func hcaMwsToken() string  { return "amzn.mws." + hcaUUID() }
func hcaEbayApp() string {
	return pick(hcaFirst) + hcaP("Kowa", "Schm", "Sant", "Garc") + "-" + hcaP("Lagerbes", "Inventor", "Listings", "OrderSyn", "Repricer") + "-PRD-" + rnd(hexs, 9) + "-" + rnd(hexs, 8)
}
func hcaEbayCert() string {
	return "PRD-" + rnd(hexs, 12) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4)
}
func hcaEbayToken() string {
	return "v^1.1#i^1#" + hcaP("p^3#r^1#I^3#f^0#", "I^3#p^3#f^0#r^1#", "r^0#p^1#I^3#f^0#") + "t^H4sIAAAAAAAA" + rnd(alnum+"+/", hcaN(160, 300)) + hcaP("", "=", "==")
}
func hcaEtsyToken() string { return hcaDigits(hcaN(8, 9)) + "." + rnd(b64url, hcaN(80, 110)) }
func hcaShop(p string) string {
	return p + rnd(hexs, 32)
}
func hcaMeliToken() string {
	return "APP_USR-" + hcaDigits(16) + "-" + fmt.Sprintf("%02d%02d%02d", 1+rng.IntN(12), 1+rng.IntN(28), 23+rng.IntN(3)) + "-" + rnd(hexs, 32) + "-" + hcaDigits(9)
}
func hcaMeliRefresh() string { return "TG-" + rnd(hexs, 24) + "-" + hcaDigits(9) }
func hcaJWT() string {
	h := hcaP("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9")
	return h + ".eyJ" + rnd(b64url, hcaN(120, 260)) + "." + rnd(b64url, pick([]int{43, 86, 342}))
}
func hcaRakuten(p string) string { return p + rnd(digits, 6) + "_" + rnd(alnum, 16) }
func hcaStripe() string {
	return hcaP("sk_live_", "rk_live_") + "51" + rnd(alnum, hcaN(22, 96))
}
func hcaPaypalSecret() string { return "E" + rnd(b64url, 79) }
func hcaSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcaN(8, 10)) + "/B" + rnd(upper+digits, hcaN(8, 10)) + "/" + rnd(alnum, 24)
}
func hcaDiscordHook() string {
	return "https://" + hcaP("discord.com", "discordapp.com") + "/api/webhooks/" + hcaDigits(hcaN(18, 19)) + "/" + rnd(b64url, 68)
}
func hcaTeamsHook() string {
	return "https://" + hcaP("contoso", strings.ReplaceAll(hcaStore(), "-", "")) + ".webhook.office.com/webhookb2/" + hcaUUID() + "@" + hcaUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcaUUID()
}
func hcaZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hcaDigits(hcaN(7, 8)) + "/" + rnd(lower+digits, hcaN(6, 7)) + "/"
}
func hcaTOTP() string {
	s := rnd(b32, pick([]int{32, 52}))
	if hcaCoin() {
		var parts []string
		for i := 0; i < len(s); i += 4 {
			parts = append(parts, s[i:i+4])
		}
		return strings.Join(parts, " ")
	}
	return s
}
func hcaLicence() string {
	var g []string
	n := hcaN(4, 5)
	for i := 0; i < n; i++ {
		g = append(g, rnd(upper+digits, pick([]int{4, 5})))
	}
	return strings.Join(g, "-")
}
func hcaRecovery() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(lower+digits, 10)
	case 1:
		return rnd(digits, 4) + " " + rnd(digits, 4)
	default:
		return rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
	}
}
func hcaPrivBody() string {
	var b strings.Builder
	b.WriteString("MII" + hcaP("E", "J") + rnd(alnum+"+/", 61))
	n := hcaN(3, 6)
	for i := 0; i < n; i++ {
		b.WriteString("\n" + rnd(alnum+"+/", 64))
	}
	b.WriteString("\n" + rnd(alnum+"+/", hcaN(12, 60)) + hcaP("", "=", "=="))
	return b.String()
}
func hcaOpenSSHBody() string {
	var b strings.Builder
	b.WriteString("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
	b.WriteString("\n" + rnd(alnum+"+/", 70))
	n := hcaN(2, 4)
	for i := 0; i < n; i++ {
		b.WriteString("\n" + rnd(alnum+"+/", 70))
	}
	b.WriteString("\n" + rnd(alnum+"+/", hcaN(8, 40)) + "=")
	return b.String()
}
func hcaDiscordBot() string {
	return hcaP("M", "N", "O") + rnd(alnum, hcaN(23, 25)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}
func hcaSnowflake() string { return hcaDigits(hcaN(18, 19)) }
