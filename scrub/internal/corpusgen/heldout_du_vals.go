package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-du. Every value is drawn from the shared rng.

const (
	hduB64   = upper + lower + digits + "+/"
	hduBech  = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
	hduSyms  = "!#%&*+-=?@^_.$"
	hduUpHex = "0123456789ABCDEF"
)

func hduN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hduChance(pct int) bool { return rng.IntN(100) < pct }

var hduWords = []string{
	"tape", "vault", "harbor", "otter", "granite", "falcon", "maple", "cobalt", "lantern", "orbit",
	"pebble", "glacier", "walnut", "copper", "meadow", "ember", "saffron", "tundra", "quartz", "willow",
	"anchor", "beacon", "canyon", "dolphin", "marble", "nebula", "pepper", "raven", "silver", "thistle",
	"juniper", "kestrel", "lagoon", "mosaic", "nutmeg", "oyster", "parrot", "quill", "rocket", "sparrow",
	"badger", "cricket", "drizzle", "fjord", "gravel", "hazel", "indigo", "jasper", "koala", "lemon",
}

var hduPlaces = []string{
	"Lisboa", "Rotterdam", "Hamburg", "Sevilla", "Krakow", "Dublin", "Porto", "Bergen", "Utrecht",
	"Toulouse", "Leipzig", "Valencia", "Gent", "Brno", "Tampere", "Aarhus", "Graz", "Bilbao",
}

var hduFirst = []string{
	"Marta", "Jonas", "Priya", "Tomasz", "Ines", "Kevin", "Sanne", "Rui", "Lena", "Dmitri", "Aoife",
	"Farid", "Hannah", "Pieter", "Carla", "Yusuf", "Elif", "Bram", "Nadia", "Oskar", "Mehmet", "Sofia",
}

var hduHosts = []string{
	"vbr01", "veeam-vbr02", "bkp-prox01", "nas02", "backup01", "restic-gw", "borg01", "tape-srv01",
	"dr-jump01", "pbs01", "minio-dr", "stor-b02", "fs-archive01", "vbr-dr03", "bacula-dir01",
}

var hduDomains = []string{"corp.local", "int.example.net", "ad.acme-logistics.eu", "lan", "dc2.internal", "hq.example.org"}

func hduHost() string {
	if hduChance(50) {
		return pick(hduHosts)
	}
	return pick(hduHosts) + "." + pick(hduDomains)
}

func hduCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hduHumanPw returns a password a person would invent.
func hduHumanPw() string {
	switch rng.IntN(7) {
	case 0:
		return pick(hduPlaces) + string(hduSyms[rng.IntN(5)]) + fmt.Sprint(hduN(1990, 2027))
	case 1:
		return pick(hduWords) + "-" + pick(hduWords) + "-" + fmt.Sprint(hduN(1, 99))
	case 2:
		return hduCap(pick(hduWords)) + hduCap(pick(hduWords)) + fmt.Sprint(hduN(10, 9999))
	case 3:
		return pick(hduWords) + fmt.Sprint(hduN(10, 999)) + string(hduSyms[rng.IntN(len(hduSyms))])
	case 4:
		w := []byte(hduCap(pick(hduWords)) + hduCap(pick(hduWords)))
		for i := range w {
			switch w[i] {
			case 'a':
				w[i] = '@'
			case 'o':
				w[i] = '0'
			case 'e':
				w[i] = '3'
			}
		}
		return string(w) + fmt.Sprint(hduN(1, 99))
	case 5:
		return hduCap(pick(hduFirst)) + "_" + pick(hduWords) + "!" + fmt.Sprint(hduN(100, 999))
	default:
		return strings.ToUpper(pick(hduWords)[:1]) + pick(hduWords) + "." + pick(hduPlaces) + fmt.Sprint(hduN(1, 31))
	}
}

// hduStrongPw returns a generated password.
func hduStrongPw() string {
	n := hduN(14, 30)
	s := rnd(alnum, n-2)
	i := rng.IntN(len(s))
	return s[:i] + string(hduSyms[rng.IntN(len(hduSyms))]) + s[i:] + rnd(digits, 1)
}

func hduPw() string {
	if hduChance(50) {
		return hduHumanPw()
	}
	return hduStrongPw()
}

// hduPassphrase returns a multi-word passphrase.
func hduPassphrase() string {
	sep := pick([]string{"-", " ", ".", "_", "-"})
	n := hduN(3, 6)
	ws := make([]string, n)
	for i := range ws {
		ws[i] = pick(hduWords)
	}
	p := strings.Join(ws, sep)
	if hduChance(50) {
		p += sep + fmt.Sprint(hduN(2, 999))
	}
	if hduChance(25) {
		p = hduCap(p)
	}
	return p
}

func hduUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hduAWSID() string       { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hduAWSSecret() string   { return rnd(alnum+"/+", 40) }
func hduWasabiID() string    { return rnd(upper+digits, 20) }
func hduB2Key() string       { return "K00" + rnd("0123456789", 1) + rnd(alnum, 27) }
func hduB2ID() string        { return "00" + rnd(hexs, 10) + "00000000" + rnd(digits, 5) }
func hduAzureKey() string    { return rnd(hduB64, 86) + "==" }
func hduR2ID() string        { return rnd(hexs, 32) }
func hduR2Secret() string    { return rnd(hexs, 64) }
func hduGHP() string         { return "ghp_" + rnd(alnum, 36) }
func hduGlpat() string       { return "glpat-" + rnd(alnum+"-_", 20) }
func hduDOToken() string     { return "dop_v1_" + rnd(hexs, 64) }
func hduSendgrid() string    { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hduAgeSecret() string   { return "AGE-SECRET-KEY-1" + strings.ToUpper(rnd(hduBech, 58)) }
func hduAgePub() string      { return "age1" + rnd(hduBech, 58) }
func hduGSAKeyID() string    { return rnd(hexs, 40) }
func hduObscured() string    { return rnd(b64url, hduN(22, 64)) }
func hduTelegram() string    { return fmt.Sprint(hduN(100000000, 7999999999)) + ":AA" + rnd(b64url, 33) }
func hduVaultTok() string    { return "hvs.CAESI" + rnd(b64url, hduN(80, 90)) }
func hduHetznerTok() string  { return rnd(alnum, 64) }
func hduSnowflake() string   { return fmt.Sprint(hduN(1, 9)) + rnd(digits, hduN(16, 18)) }
func hduGoogleRT() string    { return "1//0" + rnd(alnum, 1) + rnd(b64url, hduN(95, 100)) }
func hduGoogleAT() string    { return "ya29.a0A" + rnd(b64url, hduN(140, 180)) }
func hduDropboxTok() string  { return "sl.B" + rnd(b64url, 135) }
func hduMinioSecret() string { return rnd(alnum, hduN(32, 40)) }

func hduSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hduN(8, 10)) + "/B" + rnd(upper+digits, hduN(8, 10)) + "/" + rnd(alnum, 24)
}

func hduDiscordHook() string {
	return "https://discord.com/api/webhooks/" + rnd(digits, 19) + "/" + rnd(b64url, 68)
}

func hduTeamsHook() string {
	org := pick([]string{"contoso", "acmelogistics", "nordbank", "stadtwerke-ost", "fabrikam"})
	return "https://" + org + ".webhook.office.com/webhookb2/" + hduUUID() + "@" + hduUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hduUUID()
}

func hduJWT() string {
	hdr := pick([]string{"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9"})
	body := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"role":"%s"}`, pick(hduFirst), hduN(1700000000, 1760000000), hduN(1760000000, 1790000000), pick([]string{"backup-operator", "restore", "admin"}))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(body)) + "." + rnd(b64url, 43)
}

// hduDiscordTok returns a Discord bot token: base64 of the bot's id, a timestamp part, an HMAC.
func hduDiscordTok() string {
	id := hduSnowflake()
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, hduN(27, 38))
}

func hduTOTP() string {
	s := rnd(b32, pick([]int{16, 32, 32}))
	if hduChance(30) {
		var parts []string
		for i := 0; i < len(s); i += 4 {
			parts = append(parts, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(parts, " ")
	}
	return s
}

func hduRecoveryCodes(n int) []string {
	out := make([]string, n)
	style := rng.IntN(3)
	for i := range out {
		switch style {
		case 0:
			out[i] = rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
		case 1:
			out[i] = rnd(digits, 8)
		default:
			out[i] = rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
		}
	}
	return out
}

func hduB64Lines(prefix string, n, width int) string {
	var lines []string
	first := prefix + rnd(hduB64, width-len(prefix))
	lines = append(lines, first)
	for i := 1; i < n; i++ {
		lines = append(lines, rnd(hduB64, width))
	}
	lines = append(lines, rnd(hduB64, hduN(8, width-4))+pick([]string{"", "=", "=="}))
	return strings.Join(lines, "\n")
}

func hduOpenSSHBody() string {
	return hduB64Lines("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", hduN(3, 5), 70)
}

func hduRSABody() string {
	return hduB64Lines("MII"+pick([]string{"EvQIBADANBgkqhkiG9w0BAQEFAASC", "EowIBAAKCAQEA", "JQgIBADANBgkqhkiG9w0BAQEFAASC"}), hduN(4, 7), 64)
}

func hduBorgKeyBody() string {
	return hduB64Lines("hqlhbGdvcml0aG2mc2hhMjU2pGRhdGHaAZ", hduN(4, 6), 76)
}

func hduTapeKey() string {
	k := rnd(hexs, 64)
	switch rng.IntN(3) {
	case 0:
		return strings.ToUpper(k)
	case 1:
		var p []string
		for i := 0; i < 64; i += 8 {
			p = append(p, k[i:i+8])
		}
		return strings.Join(p, " ")
	}
	return k
}

func hduSSHPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(hduB64, 43)
}

func hduSha256() string { return rnd(hexs, 64) }

func hduBarcode() string {
	return rnd(upper, hduN(1, 3)) + rnd(digits, 3) + pick([]string{"L7", "L8", "L9", "M8"})
}

func hduDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hduN(1, 12), hduN(1, 28))
}

func hduTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", hduN(0, 23), hduN(0, 59), hduN(0, 59))
}

func hduBucket() string {
	return pick([]string{"acme", "nordbank", "stadtwerke", "fabrikam", "contoso", "lgx"}) + "-" + pick([]string{"backup", "offsite", "veeam-sobr", "restic", "dr", "archive"}) + "-" + pick([]string{"eu", "prod", "01", "cold", "immutable"})
}

func hduRegion() string {
	return pick([]string{"eu-central-1", "eu-west-1", "us-east-1", "eu-central-2", "ap-southeast-2", "eu-west-3"})
}

func hduUser() string {
	return pick([]string{"svc_veeam", "backupadmin", "restic", "borg", "svc-backup", "tapeop", "dradmin", "Administrator", "root", "veeamsvc", "rclone"})
}

func hduPin(n int) string { return rnd(digits, n) }

func hduTicket() string {
	return pick([]string{"INC", "CHG", "OPS-", "DR-", "RITM", "SR-"}) + rnd(digits, hduN(4, 7))
}

func hduPick(xs ...string) string { return pick(xs) }

// hduAlt picks one of several texts, each given after its format: format, text, format, text...
func hduAlt(pairs ...string) (string, string) {
	i := rng.IntN(len(pairs)/2) * 2
	return pairs[i+1], pairs[i]
}

// hduPair returns two different first names for a two-person chat.
func hduPair() (string, string) {
	a := pick(hduFirst)
	b := pick(hduFirst)
	for b == a {
		b = pick(hduFirst)
	}
	return a, b
}
