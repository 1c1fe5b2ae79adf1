package main

import (
	"fmt"
	"strings"
)

func hceSAEmail() string {
	return hceP("fw-ota", "device-backend", "firebase-adminsdk-"+rnd(lower+digits, 5), "telemetry-writer") + "@" +
		hceP("smart-heizung", "acme-iot-prod", "sensor-cloud-"+rnd(digits, 4)) + ".iam.gserviceaccount.com"
}

func hceSplit(s string) (string, string) {
	k := len(s)/2 + hceN(-4, 4)
	return s[:k], s[k:]
}

// The four shared shapes in this theme's setting: Discord bot tokens, "login is user / pw",
// keys split across two lines, and a service account's private_key_id in prose.
var hceShapeGens = []hceGen{
	func() Sample { // discord bot .env
		tok := hceDiscordTok()
		t := fmt.Sprintf(`# mqtt2discord bridge
DISCORD_TOKEN=%s
DISCORD_CHANNEL_ID=%s
MQTT_HOST=%s
MQTT_TOPIC=alarm/#`, tok, rnd("1", 1)+rnd(digits, 18), hceIP())
		return hceS("discord-bot-token", "env", t, []string{tok})
	},
	func() Sample { // discord bot python
		tok := hceDiscordTok()
		t := fmt.Sprintf(`@client.event
async def on_ready():
    mqttc.subscribe("garage/door/state")
    print(f"logged in as {client.user}")

client.run("%s")`, tok)
		return hceS("discord-bot-token", "code", t, []string{tok})
	},
	func() Sample { // discord token in chat
		tok := hceDiscordTok()
		t := fmt.Sprintf(`%s: der Bot für die Waschmaschinen-Benachrichtigung läuft jetzt auf dem Pi.
%s: welcher Token? hab den alten resettet
%s: %s
%s: ok, trag ich ein`, hcePerson(), hcePerson(), hcePerson(), tok, hcePerson())
		return hceS("discord-bot-token", "chat", t, []string{tok})
	},
	func() Sample { // login chat line
		pw := hcePw()
		t := fmt.Sprintf(`%s: the web UI of the LoRa gateway in hall %d is at http://%s, the login is admin / %s`, hcePerson(), hceN(1, 5), hceIP(), pw)
		return hceS("login-password", "chat", t, []string{pw})
	},
	func() Sample { // login yaml
		pw := hcePw()
		u := hceP("admin", "root", "installer", "service")
		ip := hceIP()
		t := fmt.Sprintf(`site: %s
devices:
  - name: gateway
    url: https://%s
    login: %s / %s
  - name: plc
    url: http://%s
    notes: read-only via Modbus`, hceP("Halle 3", "Kunde Bauer", "Pumpstation Nord"), ip, u, pw, hceIP())
		return hceS("login-password", "yaml", t, []string{pw}, ip)
	},
	func() Sample { // German login line
		pw := hcePw()
		u := hceP("admin", "pi", "root", "homeassistant")
		ip := hceIP()
		t := fmt.Sprintf(`Kurz zur Info: der neue Raspberry im Schaltschrank hat die IP %s, Login ist %s / %s. SSH ist aktiv.`, ip, u, pw)
		return hceS("login-password", "chat", t, []string{pw}, ip)
	},
	func() Sample { // split device key in mail
		key := hceB64(32)
		a, b := hceSplit(key)
		dev := hceDevice()
		t := fmt.Sprintf(`Hi %s,

the primary key for %s (the mail client wraps it, just join the two lines):
%s
%s

Cheers, %s`, hcePerson(), dev, a, b, hcePerson())
		return hceS("azure-device-key", "mail", t, []string{a, b}, dev)
	},
	func() Sample { // split C string literal
		key := hceP(hceHex(64), hceB64(48))
		a, b := hceSplit(key)
		t := fmt.Sprintf(`/* HMAC key for signed OTA manifests */
static const char OTA_HMAC_KEY[] =
    "%s"
    "%s";`, a, b)
		return hceS("ota-signing-key", "code", t, []string{a, b})
	},
	func() Sample { // split token in serial output
		tok := hceJWT()
		a, b := hceSplit(tok)
		t := fmt.Sprintf(`I (%s) cloud: got device token:
I (%s) cloud: %s
I (%s) cloud: %s
I (%s) cloud: token valid for 3600 s`, hceMs(), hceMs(), a, hceMs(), b, hceMs())
		return hceS("bearer-token", "log", t, []string{a, b})
	},
	func() Sample { // split python string
		tok := hceP("ghp_"+rnd(alnum, 36), rnd(b64url, 48))
		a, b := hceSplit(tok)
		t := fmt.Sprintf(`OTA_SERVER = "https://ota.%s/api"
OTA_TOKEN = ("%s"
             "%s")`, hceP("acme-iot.de", "lab.local"), a, b)
		return hceS("api-token", "code", t, []string{a, b})
	},
	func() Sample { // private_key_id in prose
		id := hceHex(40)
		sa := hceSAEmail()
		t := fmt.Sprintf(`The OTA uploader authenticates as %s. Its current key has private_key_id %s — please rotate it after the contractor leaves.`, sa, id)
		return hceS("gcp-private-key-id", "chat", t, []string{id}, sa)
	},
	func() Sample { // German private_key_id
		id := hceHex(40)
		sa := hceSAEmail()
		t := fmt.Sprintf(`Sicherheitsvorfall: Das Service-Konto %s hatte die JSON-Datei im Firmware-Repo. Betroffen ist der Schlüssel mit private_key_id "%s". Schlüssel ist deaktiviert.`, sa, id)
		return hceS("gcp-private-key-id", "ticket", t, []string{id}, sa)
	},
	func() Sample { // private_key_id in chat question
		id := hceHex(40)
		t := fmt.Sprintf(`%s: which SA key is baked into the gateway image?
%s: the one with private_key_id %s, created %s`, hcePerson(), hcePerson(), id, hceP("last March", "in January", "two weeks ago"))
		return hceS("gcp-private-key-id", "chat", t, []string{id})
	},
}

var hceShapeTraps = []hceGen{
	func() Sample {
		t := fmt.Sprintf(`# mqtt2discord bridge
DISCORD_TOKEN=${DISCORD_TOKEN}
DISCORD_APPLICATION_ID=%s
DISCORD_CHANNEL_ID=%s`, rnd("1", 1)+rnd(digits, 18), rnd("1", 1)+rnd(digits, 18))
		return hceT("trap-discord-ids", "env", t)
	},
	func() Sample {
		tok := hceDiscordTok()
		t := fmt.Sprintf(`%s: bot crashed with "401 Unauthorized" after I reset the token in the developer portal. Log shows token=%s… (cut). Did anyone update the secret on the Pi?`, hcePerson(), tok[:5]+"****")
		return hceT("trap-discord-token-masked", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf(`%s: the web UI of the LoRa gateway is at http://%s, the login is admin / the password printed on the sticker under the case`, hcePerson(), hceIP())
		return hceT("trap-login-reference", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf(`site: %s
devices:
  - name: gateway
    url: https://%s
    login: %s / see Bitwarden "%s"`, hceP("Halle 3", "Kunde Bauer"), hceIP(), hceP("admin", "installer"), hceP("GW Halle", "LoRa GW"))
		return hceT("trap-login-reference", "yaml", t)
	},
	func() Sample {
		sum := hceHex(64)
		a, b := hceSplit(sum)
		t := fmt.Sprintf(`Release fw-%d.%d.%d, image sha256 (wrapped):
%s
%s
please verify before flashing`, hceN(1, 4), hceN(0, 20), hceN(0, 9), a, b)
		return hceT("trap-checksum-split", "mail", t)
	},
	func() Sample {
		pub := hceB64(65)
		a, b := hceSplit(pub)
		t := fmt.Sprintf(`/* public key for verifying OTA images, safe to publish */
static const char OTA_PUBKEY_B64[] =
    "%s"
    "%s";`, a, b)
		return hceT("trap-public-key-split", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`The regression came in with commit %s (%s), the key rotation itself was fine. SA is %s, private_key_id is only in Secret Manager.`, hceHex(40), hceP("refactor ota client", "bump esp-idf"), hceSAEmail())
		return hceT("trap-commit-sha", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf(`Gateway CA cert SHA-1 fingerprint: %s (serial %s). Pin this one in the firmware, it's the public cert.`, strings.ToUpper(hceGroup(hceHex(40), 2, ":")), hceHex(16))
		return hceT("trap-cert-fingerprint", "note", t)
	},
}
