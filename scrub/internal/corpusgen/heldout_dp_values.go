package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-dp. Every value is drawn fresh from the shared rng.

var hdpWords = []string{"Lisboa", "tractor", "Marmalade", "bluefin", "Otter", "granite", "Kestrel",
	"pumpkin", "Zephyr", "walrus", "Cobalt", "meadow", "Nebula", "saffron", "Harbor", "juniper",
	"Tundra", "biscuit", "Falcon", "oyster", "Pretzel", "Viking", "mango", "Quasar", "Fjord",
	"cactus", "Lighthouse", "paprika", "Gecko", "thunder", "Mosel", "raccoon", "Tamarind", "Oslo"}

// hdpPw is a password someone made up or generated, in many styles.
func hdpPw() string {
	w, w2 := pick(hdpWords), pick(hdpWords)
	sym := pick([]string{"#", "!", "@", "%", "&", "*", "+", "?"})
	switch rng.IntN(9) {
	case 0:
		return w + sym + fmt.Sprint(hdpN(1990, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + fmt.Sprint(hdpN(1, 99))
	case 2:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "5")
		return strings.ToUpper(w[:1]) + r.Replace(strings.ToLower(w[1:])) + sym + fmt.Sprint(hdpN(1, 999))
	case 3:
		return rnd(alnum+"!#%+=-_@", hdpN(14, 26))
	case 4:
		return w + w2 + fmt.Sprint(hdpN(10, 999)) + sym
	case 5:
		return rnd(alnum, hdpN(18, 32))
	case 6:
		return strings.ToLower(w) + "." + strings.ToLower(w2) + "." + strings.ToLower(pick(hdpWords)) + fmt.Sprint(hdpN(1, 9))
	case 7:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + fmt.Sprint(hdpN(10, 99)) + sym + strings.ToLower(w2)
	}
	return rnd(lower+digits, hdpN(12, 16)) + sym + rnd(upper, 2)
}

// hdpPIN is a numeric code of n digits that does not start with 0 (so it reads as a code).
func hdpPIN(n int) string { return fmt.Sprint(hdpN(1, 9)) + rnd(digits, n-1) }

func hdpWGKey() string { return hdpB64(32) }

func hdpTSKey(kind string) string {
	return "tskey-" + kind + "-k" + rnd(alnum, hdpN(9, 12)) + "CNTRL-" + rnd(alnum, hdpN(30, 34))
}

// hdpJWT is a token shaped like Home Assistant's long-lived access tokens.
func hdpJWT() string {
	iat := hdpN(1650000000, 1760000000)
	payload := fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, hdpHex(32), iat, iat+315360000)
	return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." +
		base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + hdpB64Raw(32)
}

func hdpCFToken() string { return rnd(alnum+"_-", 40) }

func hdpCFTunnel() string {
	j := fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, hdpHex(32), hdpUUID(), hdpB64(32))
	return base64.StdEncoding.EncodeToString([]byte(j))
}

func hdpTrueNASKey() string { return fmt.Sprintf("%d-%s", hdpN(1, 14), rnd(alnum, 64)) }

func hdpTelegram() string {
	return fmt.Sprintf("%d:AA%s", hdpN(1000000000, 7999999999), rnd(b64url, 33))
}

func hdpSnowflake() string { return fmt.Sprint(hdpN(1, 1)) + rnd(digits, hdpN(17, 18)) }

func hdpDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hdpSnowflake() + "/" + rnd(b64url, 68)
}

func hdpSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdpN(8, 10)) + "/B" +
		rnd(upper+digits, hdpN(8, 10)) + "/" + rnd(alnum, 24)
}

func hdpAWSID() string     { return hdpOneOf("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hdpAWSSecret() string { return rnd(alnum+"+/", 40) }

func hdpB2ID() string  { return "005" + hdpHex(9) + rnd(digits, 13) }
func hdpB2Key() string { return "K005" + rnd(alnum+"+/", 27) }

const hdpBech = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

func hdpAgeSecret() string { return "AGE-SECRET-KEY-1" + strings.ToUpper(rnd(hdpBech, 58)) }
func hdpAgePublic() string { return "age1" + rnd(hdpBech, 58) }

// hdpTOTP is a TOTP seed, sometimes grouped in fours as apps show it.
func hdpTOTP() string {
	s := rnd(b32, pick([]int{16, 32, 32}))
	if rng.IntN(3) == 0 {
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(g, " ")
	}
	return s
}

func hdpRecovery() string {
	return hdpHex(4) + "-" + hdpHex(4) + "-" + hdpHex(4) + "-" + hdpHex(4)
}

// hdpB64Lines cuts standard base64 of n bytes into lines of w characters.
func hdpB64Lines(n, w int) string {
	s := hdpB64(n)
	var ls []string
	for len(s) > w {
		ls = append(ls, s[:w])
		s = s[w:]
	}
	return strings.Join(append(ls, s), "\n")
}

// hdpSSHBody is the body of an OpenSSH private key block (without the BEGIN/END lines).
func hdpSSHBody() string {
	return "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" +
		hdpB64Lines(hdpN(280, 330), 70)
}

func hdpSSHPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43)
}

func hdpOVPNStatic() string {
	var ls []string
	for i := 0; i < 16; i++ {
		ls = append(ls, hdpHex(32))
	}
	return strings.Join(ls, "\n")
}

func hdpNCAppPw() string {
	var g []string
	for i := 0; i < 5; i++ {
		g = append(g, rnd(alnum, 5))
	}
	return strings.Join(g, "-")
}

func hdpGmailAppPw() string {
	return rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
}

func hdpGrafanaSA() string { return "glsa_" + rnd(alnum, 32) + "_" + hdpHex(8) }
func hdpGhp() string       { return "ghp_" + rnd(alnum, 36) }
func hdpDockerPat() string { return "dckr_pat_" + rnd(b64url, 27) }
func hdpNtfy() string      { return "tk_" + rnd(lower+digits, 29) }
func hdpGotify() string    { return hdpOneOf("A", "C") + rnd(alnum+"-_.", 14) }
func hdpPortainer() string { return "ptr_" + hdpB64(32) }
func hdpDOToken() string   { return "dop_v1_" + hdpHex(64) }
func hdpOpenAI() string    { return "sk-proj-" + rnd(alnum+"-_", hdpN(100, 150)) }

// hdpMullvad is a Mullvad account number, which is the whole login.
func hdpMullvad() string {
	return hdpPIN(4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4)
}

// hdpSyncthingID is a Syncthing device id (public).
func hdpSyncthingID() string {
	var g []string
	for i := 0; i < 8; i++ {
		g = append(g, rnd(b32, 7))
	}
	return strings.Join(g, "-")
}

// hdpFingerprint is a colon-separated certificate fingerprint (public).
func hdpFingerprint() string {
	var g []string
	for i := 0; i < 32; i++ {
		g = append(g, hdpHex(2))
	}
	return strings.Join(g, ":")
}

func hdpSerial() string {
	return pick([]string{"WD-WX", "ZL2", "S4EV", "WCC7K", "Z9A"}) + rnd(upper+digits, hdpN(6, 9))
}

func hdpMAC() string {
	var g []string
	for i := 0; i < 6; i++ {
		g = append(g, hdpHex(2))
	}
	return strings.Join(g, ":")
}

func hdpVer() string { return fmt.Sprintf("%d.%d.%d", hdpN(1, 9), hdpN(0, 20), hdpN(0, 15)) }
