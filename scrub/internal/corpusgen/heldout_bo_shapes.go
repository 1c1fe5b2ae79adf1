package main

import (
	"fmt"
	"strings"
)

// Four shapes in this part's setting: Discord bot tokens, "the login is admin / pw", a token
// split across two lines, and a service account's private_key_id quoted in prose; with traps.

func hboShapeTs() []hboT {
	return []hboT{
		{4, hboDiscordEnv}, {3, hboDiscordPy}, {3, hboDiscordChat},
		{3, hboDiscordAppTrap}, {3, hboDiscordLogTrap},
		{5, hboLoginChat}, {4, hboLoginYAML},
		{3, hboLoginRefTrap}, {2, hboLoginYAMLTrap},
		{4, hboSplitChat}, {3, hboSplitMail}, {2, hboSplitShell},
		{3, hboSplitTraceTrap}, {2, hboSplitSumTrap},
		{4, hboPKIDTicket}, {3, hboPKIDChat}, {2, hboPKIDMail},
		{3, hboSHATrap}, {2, hboPKIDRefTrap},
	}
}

func hboDiscordEnv() Sample {
	tok, cid, gid := hboDiscordToken(), hboSnowflake(), hboSnowflake()
	text := fmt.Sprintf("# %s bot\nDISCORD_TOKEN=%s\nCLIENT_ID=%s\nGUILD_ID=%s\nPREFIX=%s", hboOf("Tambayan", "Warkop", "Adda", "Quán Nét"), tok, cid, gid, hboOf("!", "?", "."))
	return hboS("discord-bot-token", "env", text, tok).hboKeep(cid, gid)
}

func hboDiscordPy() Sample {
	tok := hboDiscordToken()
	text := fmt.Sprintf(`import discord

intents = discord.Intents.default()
intents.message_content = True
client = discord.Client(intents=intents)

@client.event
async def on_message(msg):
    if msg.content == "!jadwal":
        await msg.channel.send("Mabar jam 8 malam ya gaes 🎮")

# token bot server mabar (jangan disebar!)
client.run("%s")`, tok)
	return hboS("discord-bot-token", "python", text, tok)
}

func hboDiscordChat() Sample {
	tok := hboDiscordToken()
	a, b := hboTwo("in")
	return hboS("discord-bot-token", "chat", hboChat(hboOf("wa", "plain"),
		a, hboOf("bhai music bot ka token bhej, server pe restart karna hai", "bot offline hai, token reset kiya kya?"),
		b, hboOf("haan naya wala: ", "ye le ")+tok,
		b, "aur isko group me mat daalna, pichli baar leak ho gaya tha",
		a, "👍",
	), tok)
}

func hboDiscordAppTrap() Sample {
	app := hboSnowflake()
	pub := rnd(hexs, 64)
	text := fmt.Sprintf(`Discord Developer Portal — General Information
Application ID: %s
Public Key: %s
Interactions endpoint: https://bot.%s/interactions

Invite link para sa server natin:
https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands
(Yung bot token nasa .env sa VPS, wag dito i-paste.)`, app, pub, hboOf("tambayan.ph", "warkop.id"), app, pick([]int{8, 3072, 274877975552}))
	return hboTrap("trap-discord-app-id", "note", text)
}

func hboDiscordLogTrap() Sample {
	id := hboSnowflake()
	name := hboOf("TambayanBot", "MabarBot", "AddaBot", "QuanNetBot")
	text := fmt.Sprintf(`%s INFO discord.client logging in using static token
%s INFO discord.gateway Shard ID None has connected to Gateway (Session ID: %s).
Logged in as %s#%04d (ID: %s)
Serving %d guilds, %d members`, hboISO(), hboISO(), rnd(hexs, 32), name, hboN(1, 9999), id, hboN(1, 12), hboN(20, 4000))
	return hboTrap("trap-discord-log", "log", text)
}

func hboLoginChat() Sample {
	user := hboOf("admin", "admin", "Admin", "root", "kasir01", "manager")
	pw := hboOf(hboPW(pick(hboRegions)), hboPIN(hboN(5, 6)), hboStrong(hboN(8, 12)))
	dev := hboOf("CCTV DVR", "router", "Hikvision NVR", "POS backoffice", "biometric attendance machine")
	var text string
	ph1, ph2 := hboTwo("ph")
	in1, in2 := hboTwo("in")
	vn1, vn2 := hboTwo("vn")
	switch rng.IntN(4) {
	case 0:
		text = hboChat("wa", ph1, fmt.Sprintf("for the %s sa shop, the login is %s / %s", dev, user, pw), ph2, "thanks te, naka-login na ako")
	case 1:
		text = hboChat("wa2", in1, fmt.Sprintf("Sir %s ka login is %s / %s , technician ne set kiya tha", dev, user, pw), in2, "ok noted")
	case 2:
		text = fmt.Sprintf("Mas, %s cabang Bekasi login-nya %s / %s ya. Jangan diganti dulu sampai audit selesai.", dev, user, pw)
	default:
		text = hboChat("plain", vn1, fmt.Sprintf("anh ơi %s login là %s / %s nha", dev, user, pw), vn2, "ok em")
	}
	return hboS("device-password", "chat", text, pw).hboKeep(user)
}

func hboLoginYAML() Sample {
	user := hboOf("admin", "admin", "operator", "kasir01")
	pw := hboOf(hboPW(pick(hboRegions)), hboStrong(hboN(9, 14)))
	ip := fmt.Sprintf("192.168.%d.%d", hboN(0, 10), hboN(2, 250))
	text := hboOf(
		fmt.Sprintf("devices:\n  - name: cctv-%s\n    ip: %s\n    notes: \"login is %s / %s\"\n  - name: printer-counter\n    ip: %s.9", hboOf("gudang", "shop1", "lobby"), ip, user, pw, ip[:strings.LastIndex(ip, ".")]),
		fmt.Sprintf("# handover cabang\nbranch: %s\nrouter:\n  ip: %s\n  login: %s / %s\nisp: %s", hboOf("Makati", "Bekasi", "Thủ Đức", "Lahore Gulberg"), ip, user, pw, hboOf("PLDT", "IndiHome", "FPT", "PTCL")),
	)
	return hboS("device-password", "yaml", text, pw).hboKeep(ip)
}

func hboLoginRefTrap() Sample {
	user := hboOf("admin", "root", "kasir01")
	ref := hboOf("same as the wifi one, nasa notebook ni boss", "pw nasa 1Password (Shop vault)", "<yung binigay ng installer>",
		"********", "ask Jomar for the password", "password lama, cek di Bitwarden", "mật khẩu anh Huy giữ")
	text := hboOf(
		fmt.Sprintf("for the CCTV sa warehouse, the login is %s / %s", user, ref),
		fmt.Sprintf("Sir DVR ka login %s / %s. Technician Monday ko aayega.", user, ref),
	)
	return hboTrap("trap-login-reference", "chat", text)
}

func hboLoginYAMLTrap() Sample {
	text := fmt.Sprintf("devices:\n  - name: nvr-%s\n    ip: 192.168.%d.%d\n    login: admin / ${NVR_PASSWORD}\n    model: %s", hboOf("lobby", "gudang"), hboN(0, 9), hboN(2, 250), hboOf("DS-7608NI-K2", "DHI-NVR4104HS"))
	return hboTrap("trap-login-reference", "yaml", text)
}

func hboSplitTok() (string, string, string) {
	tok := hboOf("xnd_production_"+rnd(alnum, 64), "sk_live_"+rnd(alnum, 99), "EAA"+rnd(alnum, 170), rnd(alnum+"+/", 171)+"=", "sk-proj-"+rnd(b64url, 120))
	cut := len(tok)/2 + hboN(-8, 8)
	return tok, tok[:cut], tok[cut:]
}

func hboSplitChat() Sample {
	_, a, b := hboSplitTok()
	n1, n2 := hboTwo(pick([]string{"id", "ph", "in"}))
	return hboS("split-token", "chat", hboChat("wa",
		n1, hboOf("token kepanjangan, aku kirim 2 bagian ya", "too long daw, hahatiin ko", "poora token ek msg me nahi ja raha, 2 part me bhej raha"),
		n1, a,
		n1, b,
		n2, hboOf("oke aku gabung dulu", "sige, i-concat ko na lang", "ok jod ke daal deta hu"),
	), a, b)
}

func hboSplitMail() Sample {
	_, a, b := hboSplitTok()
	text := fmt.Sprintf(`Hi %s,

As discussed on the call, here is the production API token for the %s integration:

%s
%s

(the mail client wrapped it, please join the two lines without a space)

Regards,
%s`, hboName("id"), hboOf("payment", "WhatsApp", "OCR"), a, b, hboName("in"))
	return hboS("split-token", "mail", text, a, b)
}

func hboSplitShell() Sample {
	_, a, b := hboSplitTok()
	text := fmt.Sprintf("export API_TOKEN=\"%s\\\n%s\"\n./sync_orders.sh --since yesterday", a, b)
	return hboS("split-token", "shell", text, a, b)
}

func hboSplitTraceTrap() Sample {
	t := rnd(hexs, 64)
	text := fmt.Sprintf("Error ref (pls send to IT):\n%s\n%s\ntime: %s  agent: %s", t[:32], t[32:], hboISO(), "agent."+hboOf("ph", "mnl")+hboD(4))
	return hboTrap("trap-split-trace-id", "ticket", text)
}

func hboSplitSumTrap() Sample {
	t := rnd(hexs, 64)
	text := fmt.Sprintf("Release v%d.%d.%d APK uploaded to Drive.\nSHA-256:\n%s\n%s\nPlease verify before sideloading to the kiosk tablets.", hboN(1, 4), hboN(0, 30), hboN(0, 9), t[:32], t[32:])
	return hboTrap("trap-split-checksum", "mail", text)
}

func hboSA() string {
	return hboOf("deploy", "firebase-adminsdk-"+rnd(lower+digits, 5), "ocr-worker", "sheets-sync") + "@" +
		hboOf("kirana-prod", "tokopintar-"+hboD(6), "shopvn-app", "bpo-analytics") + ".iam.gserviceaccount.com"
}

func hboPKIDTicket() Sample {
	id, sa := rnd(hexs, 40), hboSA()
	text := fmt.Sprintf(`SEC-%s: leaked GCP key in WhatsApp group

Someone pasted the JSON key of %s in the vendor WhatsApp group. The private_key_id in the file is %s.
Action: disable and delete that key today, create a new one and put it in Secret Manager.
Reported by: %s`, hboD(3), sa, id, hboName("in"))
	return hboS("gcp-private-key-id", "ticket", text, id).hboKeep(sa)
}

func hboPKIDChat() Sample {
	id, sa := rnd(hexs, 40), hboSA()
	a, b := hboTwo("ph")
	return hboS("gcp-private-key-id", "chat", hboChat("plain",
		a, "nakita ko sa public repo yung service account json 😬",
		b, "alin?",
		a, fmt.Sprintf("%s, private_key_id niya %s", sa, id),
		b, "sige i-revoke ko na ngayon",
	), id).hboKeep(sa)
}

func hboPKIDMail() Sample {
	id, sa := rnd(hexs, 40), hboSA()
	text := fmt.Sprintf(`Kính gửi anh %s,

File key của service account %s (private_key_id: "%s") đã bị gửi nhầm qua Zalo. Em đề nghị xoá key này và tạo key mới.

Trân trọng,
%s`, hboName("vn"), sa, id, hboName("vn"))
	return hboS("gcp-private-key-id", "mail", text, id).hboKeep(sa)
}

func hboSHATrap() Sample {
	sha := rnd(hexs, 40)
	text := hboOf(
		fmt.Sprintf("Fixed the GCash callback bug in commit %s, deployed to staging. Pa-test na lang po.", sha),
		fmt.Sprintf("Bhai revert kar de commit %s, usme Razorpay webhook ka route galat hai", sha),
		fmt.Sprintf("SHA-1 file APK bản %d.%d: %s, kiểm tra trước khi cài cho máy POS nha", hboN(1, 5), hboN(0, 20), sha),
	)
	return hboTrap("trap-sha", "chat", text)
}

func hboPKIDRefTrap() Sample {
	sa := hboSA()
	text := fmt.Sprintf("The key for %s was rotated on %s. The new JSON (with private_key_id and private_key) is in Secret Manager as `%s`, don't download it to laptops.", sa, hboDate(), hboOf("sa-key-deploy", "ocr-worker-key", "sheets-sync-json"))
	return hboTrap("trap-key-reference", "chat", text)
}
