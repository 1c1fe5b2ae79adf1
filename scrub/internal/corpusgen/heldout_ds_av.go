package main

import (
	"fmt"
	"strings"
)

// AV, lighting and sound: consoles, Q-SYS, Crestron, projectors, media players, backstage
// Wi-Fi, streaming, show-call bots.

func hdsAvGens() []hdsGen {
	return []hdsGen{
		{5, hdsAvGrandMA}, {4, hdsAvQsys}, {8, hdsAvWifi}, {6, hdsAvStreamKey}, {5, hdsAvTwitch},
		{5, hdsAvCrestron}, {3, hdsAvProjectorCSV}, {5, hdsAvConsoleYAML}, {5, hdsAvBrightSign},
		{5, hdsAvQLab}, {5, hdsAvSlackBot}, {5, hdsAvTelegram}, {5, hdsAvZoom}, {4, hdsAvVimeo},
	}
}

func hdsAvTrapGens() []hdsGen {
	return []hdsGen{
		{6, hdsAvTrapDMX}, {6, hdsAvTrapNetTable}, {5, hdsAvTrapGuestWifi}, {5, hdsAvTrapStreamRef},
		{5, hdsAvTrapCueList}, {5, hdsAvTrapFirmware}, {5, hdsAvTrapChangedPw}, {5, hdsAvTrapSlackRef},
	}
}

func hdsAvGrandMA() Sample {
	pw := hdsPw()
	user := pick([]string{"administrator", "LX_op", "guest_LD", "admin"})
	show := pick(hdsShows)
	text := fmt.Sprintf(`LX notes — %s, tech week day %d

Console: grandMA3 full-size (FOH), backup onPC in the dimmer room
Showfile: %s_v%d.show (saved to USB + the LX share)
User for visiting LD: %s
Password: %s
Focus call moved to %s tomorrow, %d specials still to plot.`, show, hdsN(1, 5), strings.ReplaceAll(show, " ", "_"), hdsN(3, 40), user, pw, hdsTime(), hdsN(2, 15))
	return hdsS("console-password", "notes", text, []string{pw}, "User for visiting LD: "+user)
}

func hdsAvQsys() Sample {
	admin := hdsPin(5, 8)
	ui := hdsPin(4, 6)
	text := fmt.Sprintf(`Q-SYS handover (%s)
- Core %s in rack AV-%d, design "%s_rev%d"
- Administrator PIN for Designer: %s
- UCI "FOH Touch" locked with PIN %s so the hire companies can't change the zones
- Paging stations: %d, all on VLAN %d`, hdsName(), pick([]string{"110f", "Nano", "8 Flex", "510i"}), hdsN(1, 9),
		pick([]string{"Auditorium", "Gallery_Audio", "Foyer"}), hdsN(1, 30), admin, ui, hdsN(2, 8), hdsN(20, 300))
	return hdsS("device-pin", "handover", text, []string{admin, ui}, "FOH Touch")
}

func hdsAvWifi() Sample {
	key := hdsPw()
	ssid := pick([]string{"Crew-Backstage", "VENUE-PROD", "LX-Net", "Kunsthalle_Staff", "Stage Door 5G", "AV_Control"})
	switch rng.IntN(4) {
	case 0:
		text := fmt.Sprintf("SSID: %s\nWPA2 key: %s\n(crew and visiting companies only, please don't share with front of house)", ssid, key)
		return hdsS("wifi-key", "sign", text, []string{key}, "SSID: "+ssid)
	case 1:
		text := fmt.Sprintf("%s: wifi for the sound desk laptop?\n%s: %s, password %s", hdsFirstN(), hdsFirstN(), ssid, key)
		return hdsS("wifi-key", "chat", text, []string{key}, ssid)
	case 2:
		text := fmt.Sprintf(`Welcome pack for visiting companies

Get-in: %s from %s via the dock on %s Lane
Parking: 2 bays behind the scene dock, ask stage door
Wi-Fi: network "%s", passphrase %s
Stage door hours: 09:00–23:30`, hdsDate(), hdsTime(), pick(hdsLast), ssid, key)
		return hdsS("wifi-key", "document", text, []string{key}, ssid)
	default:
		text := fmt.Sprintf(`Hola equipo, la red para el montaje es "%s" y la clave del wifi es %s. Por favor no la compartáis con el público. Gracias, %s`, ssid, key, hdsFirstN())
		return hdsS("wifi-key", "chat", text, []string{key}, ssid)
	}
}

func hdsAvStreamKey() Sample {
	key := strings.Join([]string{rnd(lower+digits, 4), rnd(lower+digits, 4), rnd(lower+digits, 4), rnd(lower+digits, 4), rnd(lower+digits, 4)}, "-")
	text := fmt.Sprintf(`Livestream of the "%s" talk, %s
OBS > Settings > Stream
  Service: YouTube - RTMPS
  Server: rtmps://a.rtmps.youtube.com/live2
  Stream key: %s
Start the stream %d min early with the holding slide.`, pick(hdsShows), hdsDate(), key, hdsN(5, 20))
	return hdsS("stream-key", "notes", text, []string{key}, "rtmps://a.rtmps.youtube.com/live2")
}

func hdsAvTwitch() Sample {
	key := fmt.Sprintf("live_%s_%s", rnd(digits, 9), rnd(alnum, 30))
	text := fmt.Sprintf(`%s: we're streaming the late night DJ set on twitch, channel %s
%s: server is the default ingest, stream key %s
%s: cheers, patching the vision mixer now`, hdsFirstN(), pick([]string{"tramshedlive", "kunsthallenord", "oldmillarts"}), hdsFirstN(), key, hdsFirstN())
	return hdsS("stream-key", "chat", text, []string{key}, "default ingest")
}

func hdsAvCrestron() Sample {
	pw := strings.ReplaceAll(hdsPw(), "'", "")
	host := pick([]string{"cp4-gallery2", "rmc4-boardroom", "cp3-auditorium", "mc4-foyer"})
	text := fmt.Sprintf(`$ for h in %s %s; do sshpass -p '%s' ssh -o StrictHostKeyChecking=no admin@$h "ver"; done
%s Cntrl Eng [v%d.%d.%d.%d (%s)]
%s Cntrl Eng [v%d.%d.%d.%d (%s)]`, host, host+"b", pw, strings.ToUpper(host[:3]), hdsN(1, 3), hdsN(0, 9), hdsN(100, 9000), hdsN(0, 99), hdsDate(),
		strings.ToUpper(host[:3]), hdsN(1, 3), hdsN(0, 9), hdsN(100, 9000), hdsN(0, 99), hdsDate())
	return hdsS("device-password", "shell", text, []string{pw}, host)
}

func hdsAvProjectorCSV() Sample {
	var rows, secs, keep []string
	for i := 0; i < hdsN(2, 3); i++ {
		pw := strings.ReplaceAll(hdsPw(), ",", "")
		ip := hdsIP()
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,admin,%s", pick([]string{"Gallery 2", "Gallery 5", "Auditorium", "Foyer wall", "Learning Room"}),
			pick([]string{"PT-RZ120", "EB-PU2010", "VPL-FHZ85", "F80 4K"}), ip, rnd(upper+digits, 10), pw))
		secs = append(secs, pw)
		keep = append(keep, ip)
	}
	text := "location,model,ip,serial,web_user,web_password\n" + strings.Join(rows, "\n")
	return hdsS("device-password", "csv", text, secs, keep...)
}

func hdsAvConsoleYAML() Sample {
	pw := hdsPw()
	text := fmt.Sprintf(`# audio network, %s
dante_domain_manager:
  url: https://ddm.av.%s
  admin_user: %s
  admin_password: "%s"
consoles:
  - name: FOH
    model: %s
    ip: %s
  - name: MON
    model: %s
    ip: %s
`, pick([]string{"main house", "studio theatre", "concert hall"}), pick(hdsVenues).dom, pick([]string{"ddmadmin", "audio"}), pw,
		pick([]string{"Yamaha CL5", "DiGiCo SD12", "Avid S6L"}), hdsIP(), pick([]string{"Yamaha QL1", "DiGiCo SD9"}), hdsIP())
	return hdsS("admin-password", "yaml", text, []string{pw}, "dante_domain_manager")
}

func hdsAvBrightSign() Sample {
	pw := hdsPw()
	id := fmt.Sprintf("AV-%d", hdsN(100, 999))
	text := fmt.Sprintf(`%s — Gallery %d video loop frozen on the %s screen

Player: BrightSign %s, serial %s
Diagnostic web server password: %s
Rebooted it at %s, back for now. The SD card may be failing, order a spare.`, id, hdsN(1, 20),
		pick([]string{"entrance", "left", "projection"}), pick([]string{"XT1144", "HD224", "LS424"}), rnd(upper+digits, 12), pw, hdsTime())
	return hdsS("device-password", "ticket", text, []string{pw}, id)
}

func hdsAvQLab() Sample {
	code := hdsPin(4, 6)
	show := pick(hdsShows)
	text := fmt.Sprintf(`SHOW REPORT — %s — %s
Up: %s  Down: %s  Running time: %d min
Sound: QLab remote on the iPad kept disconnecting in Act %d. Workspace passcode for the remote is %s,
re-entered it and it held. %s to check the access point in the flies.
LX: no issues. Stage: %s`, show, hdsDate(), hdsTime(), hdsTime(), hdsN(80, 190), hdsN(1, 3), code, hdsFirstN(),
		pick([]string{"trap door sticky again", "all good", "SL masking torn, fixed in the interval"}))
	return hdsS("app-passcode", "report", text, []string{code}, "SHOW REPORT")
}

func hdsAvSlackBot() Sample {
	tok := fmt.Sprintf("xoxb-%s-%s-%s", rnd(digits, 12), rnd(digits, 13), rnd(alnum, 24))
	text := fmt.Sprintf(`# showcall bot: posts "beginners" and "house open" calls to #backstage
import os
from slack_sdk import WebClient

client = WebClient(token="%s")
CHANNEL = "%s"

def call(msg):
    client.chat_postMessage(channel=CHANNEL, text=msg)`, tok, "C"+rnd(upper+digits, 10))
	return hdsS("slack-token", "python", text, []string{tok}, "#backstage")
}

func hdsAvTelegram() Sample {
	tok := fmt.Sprintf("%d:%s", hdsN(1000000000, 7999999999), "AA"+rnd(b64url, 33))
	text := fmt.Sprintf(`%s: the stage door alert bot is back up
%s: which token did you use?
%s: new one from BotFather, %s — old one is revoked
%s: chat id still %s?`, hdsFirstN(), hdsFirstN(), hdsFirstN(), tok, hdsFirstN(), "-100"+rnd(digits, 10))
	return hdsS("telegram-bot-token", "chat", text, []string{tok}, "BotFather")
}

func hdsAvZoom() Sample {
	sec := rnd(alnum, 32)
	acct := rnd(b64url, 22)
	cid := rnd(b64url, 22)
	text := fmt.Sprintf(`ZOOM_ACCOUNT_ID=%s
ZOOM_CLIENT_ID=%s
ZOOM_CLIENT_SECRET=%s
# hybrid talks programme: creates a webinar per event from the CMS`, acct, cid, sec)
	return hdsS("oauth-client-secret", "env", text, []string{sec}, "ZOOM_CLIENT_ID="+cid)
}

func hdsAvVimeo() Sample {
	tok := rnd(hexs, 32)
	sec := rnd(alnum+"+/", 128)
	text := fmt.Sprintf(`# upload_archive.py: push recorded talks to the Vimeo showcase
import vimeo

v = vimeo.VimeoClient(
    token="%s",
    secret="%s",
)
SHOWCASE = %d`, tok, sec, hdsN(1000000, 9999999))
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("%s: Vimeo upload script fails with 401, the personal access token in it is %s — did someone regenerate it?\n%s: yes, the old one got revoked when %s left", hdsFirstN(), tok, hdsFirstN(), hdsFirstN())
		return hdsS("vimeo-token", "chat", text, []string{tok}, "Vimeo upload script")
	}
	return hdsS("vimeo-token", "python", text, []string{tok, sec}, "SHOWCASE")
}

// --- traps

func hdsAvTrapDMX() Sample {
	var b strings.Builder
	b.WriteString("Fixture | Universe | Address | Mode | Serial\n---|---|---|---|---\n")
	for i := 0; i < hdsN(3, 6); i++ {
		fmt.Fprintf(&b, "%s #%d | %d | %d | %s | %s\n", pick([]string{"Aura XB", "Spiider", "ETC S4 LED", "Robe T1"}), i+1,
			hdsN(1, 8), hdsN(1, 512), pick([]string{"Standard", "Extended", "16bit"}), rnd(upper+digits, 10))
	}
	return hdsT("trap-serial-number", "markdown", b.String())
}

func hdsAvTrapNetTable() Sample {
	var b strings.Builder
	b.WriteString("device,ip,vlan,mac\n")
	for i := 0; i < hdsN(3, 6); i++ {
		fmt.Fprintf(&b, "%s,%s,%d,%s:%s:%s:%s:%s:%s\n", pick([]string{"q-sys-core", "cp4-gallery2", "foh-switch", "proj-g5", "bs-player-3"}),
			hdsIP(), hdsN(10, 300), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2))
	}
	return hdsT("trap-mac-address", "csv", b.String())
}

func hdsAvTrapGuestWifi() Sample {
	text := fmt.Sprintf(pick([]string{
		"Free Wi-Fi for visitors: connect to \"%s\" (no password), accept the terms on the splash page.",
		"Guest Wi-Fi: %s — open network, the staff network needs your own login",
		"WLAN für Besucher: %s (ohne Passwort). Das Personalnetz ist davon getrennt.",
	}), pick([]string{"Museum-Free", "Gallery Guest", "Harbourside_Public", "KunsthalleGast"}))
	return hdsT("trap-wifi-open", "sign", text)
}

func hdsAvTrapStreamRef() Sample {
	text := fmt.Sprintf(pick([]string{
		"Stream key is in YouTube Studio under Go Live > Stream; don't paste it here, %s will set up OBS.",
		"OBS profile exported without the key (Stream key: ●●●●●●●●●●). %s has it.",
		"Server rtmps://a.rtmps.youtube.com/live2, stream key: <from YouTube Studio>, ask %s",
	}), hdsFirstN())
	return hdsT("trap-masked-token", "notes", text)
}

func hdsAvTrapCueList() Sample {
	var b strings.Builder
	fmt.Fprintf(&b, "Cue list — %s\n", pick(hdsShows))
	for i := 0; i < hdsN(4, 7); i++ {
		fmt.Fprintf(&b, "Q%d.%d  %02d:%02d:%02d:%02d  %s\n", hdsN(1, 300), hdsN(0, 9), hdsN(0, 2), hdsN(0, 59), hdsN(0, 59), hdsN(0, 24),
			pick([]string{"house to half", "preset", "LX state 12", "sound FX storm", "blackout", "bows"}))
	}
	return hdsT("trap-timecode", "notes", b.String())
}

func hdsAvTrapFirmware() Sample {
	text := fmt.Sprintf(`Firmware inventory %s
grandMA3: %d.%d.%d.%d
Q-SYS Designer: %d.%d.%d
BrightSign OS: %d.%d.%d, image sha1 %s
Dante Controller: %d.%d.%d.%d`, hdsDate(), hdsN(1, 2), hdsN(0, 9), hdsN(0, 9), hdsN(0, 9), hdsN(8, 10), hdsN(0, 9), hdsN(0, 9),
		hdsN(8, 9), hdsN(0, 5), hdsN(0, 99), rnd(hexs, 40), 4, hdsN(0, 12), hdsN(0, 9), hdsN(0, 9))
	return hdsT("trap-version", "notes", text)
}

func hdsAvTrapChangedPw() Sample {
	text := fmt.Sprintf(pick([]string{
		"LX: changed the grandMA3 admin password after the %[1]s tour left. New one is with the chief LX, %[2]s.",
		"Reminder: visiting LDs get a guest user on the desk, never the administrator password. %[2]s",
		"Sound: Q-SYS admin PIN reset to default by the installer during the %[1]s fit-up, %[2]s set a new one and logged it in the AV binder.",
	}), pick(hdsShows), hdsFirstN())
	return hdsT("trap-password-talk", "notes", text)
}

func hdsAvTrapSlackRef() Sample {
	text := fmt.Sprintf(`# showcall bot config
SLACK_BOT_TOKEN=${SLACK_BOT_TOKEN}
SLACK_APP_ID=A%s
SLACK_TEAM_ID=T%s
SLACK_CHANNEL=C%s`, rnd(upper+digits, 10), rnd(upper+digits, 8), rnd(upper+digits, 10))
	return hdsT("trap-secret-reference", "env", text)
}
