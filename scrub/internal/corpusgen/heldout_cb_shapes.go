package main

import (
	"fmt"
	"strings"
)

// Four shapes set for every part, in this part's helpdesk setting: Discord bot tokens, a
// password after "login <user> /", keys split over two lines, and a service account's
// private_key_id in prose. Each comes with traps of the same shape.

var hcbShapeGens = []hcbGen{
	// Discord bot token
	{func() Sample {
		tok, gid := hcbDiscordBot(), hcbDigits(18)
		t := fmt.Sprintf("Our community Discord bot stopped posting the event reminders. The freelancer who made it left this config.json on the marketing laptop:\n\n{\n  \"token\": \"%s\",\n  \"guild_id\": \"%s\",\n  \"reminder_channel\": \"events\"\n}\n\nCan IT have a look or is this not your thing?", tok, gid)
		return hcbSec("discord-bot-token", "json", t, []string{tok}, gid)
	}, 4},
	{func() Sample {
		tok := hcbDiscordBot()
		t := fmt.Sprintf("[%s] %s: I pressed Reset Token on the developer page and got %s\n[%s] %s: do I paste that into the bot hosting site or send it to the agency?", hcbClock(), hcbFirst(), tok, hcbClock(), hcbFirst())
		return hcbSec("discord-bot-token", "chat", t, []string{tok})
	}, 3},
	{func() Sample {
		tok := hcbDiscordBot()
		t := fmt.Sprintf("Bot won't start on the little PC in the office. .env:\nDISCORD_TOKEN=%s\nPREFIX=!\n\nconsole:\n[%s] Error [TokenInvalid]: An invalid token was provided.", tok, hcbClock())
		return hcbSec("discord-bot-token", "env", t, []string{tok}, "PREFIX=!")
	}, 3},
	{func() Sample {
		t := fmt.Sprintf("Setting up the Discord bot for the open day. From the developer portal:\nApplication ID: %s\nPublic Key: %s\nServer ID: %s\nInvite: https://discord.gg/%s\nWhat else do you need from me?", hcbDigits(19), rnd(hexs, 64), hcbDigits(18), rnd(alnum, 8))
		return hcbTrap("trap-discord-ids", "ticket", t)
	}, 3},
	{func() Sample {
		t := pick([]string{"DISCORD_TOKEN=<bot token from developer portal>\nPREFIX=!", "Token: ••••••••••••••••  [Reset Token]\nFor security, tokens can only be viewed once."}) + "\n\nThe bot guide says to put the token here but I can't see it on the page?"
		return hcbTrap("trap-discord-placeholder", "ticket", t)
	}, 2},
	// login <user> / <password>
	{func() Sample {
		u := pick([]string{"admin", "Admin", "administrator", "reception", "frontdesk"})
		pw := hcbPw()
		dev := pick([]string{"meeting room screen", "label printer", "NAS in the cupboard", "door entry panel", "CCTV recorder"})
		t := fmt.Sprintf("%s for the %s the login is %s / %s, I've just checked it works", pick([]string{"fyi", "Re your ticket -", "ok so"}), dev, u, pw)
		return hcbSec("login-password", "chat", t, []string{pw}, dev)
	}, 4},
	{func() Sample {
		pw1, pw2 := hcbPw(), hcbRandPw(hcbNum(10, 14))
		ip1, ip2 := hcbIP(), hcbIP()
		t := fmt.Sprintf("# office kit - from the old IT company's handover\ndevices:\n  - name: Reception NAS\n    url: http://%s:5000\n    login: admin / %s\n  - name: Router\n    url: https://%s\n    login: %s / %s\n", ip1, pw1, ip2, pick([]string{"admin", "root", "support"}), pw2)
		return hcbSec("login-password", "yaml", t, []string{pw1, pw2}, "Reception NAS")
	}, 3},
	{func() Sample {
		pw := hcbPw()
		u := pick([]string{"office", "scanner", "guest", "training1"})
		t := fmt.Sprintf("[%s] %s: what's the login for the training laptop?\n[%s] %s: login is %s / %s\n[%s] %s: 👍", hcbClock(), hcbFirst(), hcbClock(), hcbFirst(), u, pw, hcbClock(), hcbFirst())
		return hcbSec("login-password", "chat", t, []string{pw})
	}, 3},
	{func() Sample {
		t := fmt.Sprintf("the login is admin / %s", pick([]string{"password is on the sticker under the printer", "ask " + hcbFirst() + " for the password", "(same password as before, it's in Keeper)", "<password>"}))
		return hcbTrap("trap-login-reference", "chat", t)
	}, 3},
	{func() Sample {
		t := fmt.Sprintf("devices:\n  - name: Reception NAS\n    url: http://%s:5000\n    login: admin / see password manager\n  - name: Router\n    login: support / \"{{ vault.router_pw }}\"\n", hcbIP())
		return hcbTrap("trap-login-reference", "yaml", t)
	}, 2},
	// split across two lines
	{func() Sample {
		k := pick([]string{hcbSendGrid(), hcbAzureKey(), hcbAtlassian()[:90]})
		cut := len(k)/2 + hcbNum(-5, 5)
		a, b := k[:cut], k[cut:]
		t := fmt.Sprintf("The supplier's PDF wrapped the key onto two lines, I copied it like this:\n\n%s\n%s\n\nDo I join them together? The form only has one box.", a, b)
		return hcbSec("split-key", "mail", t, []string{a, b})
	}, 4},
	{func() Sample {
		k := pick([]string{hcbGhp(), hcbSlackBot(), hcbStripe()})
		cut := len(k)/2 + hcbNum(-3, 3)
		a, b := k[:cut], k[cut:]
		t := fmt.Sprintf("[%s] %s: token is %s\n%s\n[%s] %s: teams cut it in half lol, just stick the two bits together", hcbClock(), hcbFirst(), a, b, hcbClock(), hcbFirst())
		return hcbSec("split-token", "chat", t, []string{a, b})
	}, 3},
	{func() Sample {
		k := hcbJWT()
		cut := len(k) / 2
		a, b := k[:cut], k[cut:]
		t := fmt.Sprintf("export API_TOKEN=\"%s\\\n%s\"\n./sync-rota.sh\nError: 401 invalid token\n\nthis is the command from the agency's email, it broke onto 2 lines when I pasted it", a, b)
		return hcbSec("split-token", "shell", t, []string{a, b})
	}, 3},
	{func() Sample {
		h := rnd(hexs, 64)
		g := hcbGUID()
		t := fmt.Sprintf("Installer checksum from the vendor's email (it wrapped):\nSHA256: %s\n%s\nTrace id from the error: %s\n%s", h[:32], h[32:], g[:18], g[18:])
		return hcbTrap("trap-split-id", "mail", t)
	}, 3},
	{func() Sample {
		d := hcbB64(152)
		t := fmt.Sprintf("The logo in my signature shows as text:\ndata:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\n%s\nwhat did I break?", d[:76], d[76:])
		return hcbTrap("trap-split-id", "ticket", t)
	}, 2},
	// private_key_id in prose
	{func() Sample {
		kid := hcbHex40()
		proj := pick([]string{"sheets-sync", "forms-export", "rota-bot"}) + "-" + hcbDigits(6)
		t := fmt.Sprintf("The contractor said the Sheets sync uses the service account sync@%s.iam.gserviceaccount.com with private_key_id %s. Can you check if that key is still active before we renew their contract?", proj, kid)
		return hcbSec("service-account-key-id", "mail", t, []string{kid}, "sync@"+proj+".iam.gserviceaccount.com")
	}, 4},
	{func() Sample {
		kid := hcbHex40()
		t := fmt.Sprintf("[%s] %s: the json file has private_key_id \"%s\" - is that the one you deleted?\n[%s] Helpdesk: checking", hcbClock(), hcbFirst(), kid, hcbClock())
		return hcbSec("service-account-key-id", "chat", t, []string{kid})
	}, 3},
	{func() Sample {
		kid := hcbHex40()
		proj := pick([]string{"calendar-feed", "rota-bot", "crm-export"}) + "-" + hcbDigits(6)
		t := fmt.Sprintf("FW: [Action required] Google Cloud\n\nGot this email, no idea what it is:\n\"We have detected that the key with ID %s for the service account bot@%s.iam.gserviceaccount.com was publicly exposed.\"\nIs this a scam?", kid, proj)
		return hcbSec("service-account-key-id", "mail", t, []string{kid}, "bot@"+proj+".iam.gserviceaccount.com")
	}, 3},
	{func() Sample {
		proj := pick([]string{"sheets-sync", "forms-export"}) + "-" + hcbDigits(6)
		t := fmt.Sprintf("The supplier needs our service account details: client_email sync@%s.iam.gserviceaccount.com, client_id %s, project number %s. The key file itself I've kept in the vault like you said.", proj, hcbDigits(21), hcbDigits(12))
		return hcbTrap("trap-service-account-ids", "mail", t)
	}, 3},
	{func() Sample {
		t := fmt.Sprintf("The agency says they removed the old key file from the website in commit %s and the certificate's SHA-1 fingerprint is now %s. Does that mean we're ok?", hcbHex40(), strings.ToUpper(hcbHex40()))
		return hcbTrap("trap-hash", "mail", t)
	}, 2},
}
