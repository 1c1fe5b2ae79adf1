package main

import (
	"fmt"
	"strings"
)

// The four shapes: a Discord bot token, "login admin / pw", a key split over two lines, and a
// service account's private_key_id (an id: it is kept, never labelled a secret).

func hbvShapeSecretGens() []hbvGen {
	return []hbvGen{
		hbvShDiscordChat, hbvShDiscordEnv, hbvShDiscordPy, hbvShLoginChat, hbvShLoginYAML,
		hbvShSplitChat, hbvShSplitMail, hbvShKeyIDWithKey, hbvShLoginChat2, hbvShDiscordCompose,
		hbvShSplitNote,
	}
}

func hbvShapeTrapGens() []hbvGen {
	return []hbvGen{
		hbvShTrapDiscordIDs, hbvShTrapDiscordRef, hbvShTrapLoginRef, hbvShTrapSplitSum,
		hbvShTrapKeyID, hbvShTrapKeyIDJSON, hbvShTrapLoginYAML,
		hbvShTrapKeyIDMail,
	}
}

func hbvShDiscordChat() Sample {
	tok := hbvDiscord()
	lang := pick([]string{"ru", "pl", "uk", "sr"})
	msg := map[string]string{
		"ru": "вот токен нашего дискорд-бота для сервера поддержки: " + tok + "\nне светите его нигде",
		"pl": "token bota na Discorda (ten od zamówień): " + tok,
		"uk": "токен бота для Discord-серверу клієнтів: " + tok,
		"sr": "token za Discord bota: " + tok + " — ubaci ga u config",
	}[lang]
	return hbvS("discord-bot-token", "chat", hbvTg(lang, msg, hbvOne("ok", "👍", map[string]string{"ru": "принял", "pl": "dzięki", "uk": "прийняв", "sr": "važi"}[lang])), []string{tok})
}

func hbvShDiscordEnv() Sample {
	tok := hbvDiscord()
	app := hbvDig(hbvN(18, 19))
	if hbvCoin() {
		text := fmt.Sprintf("# bot pro objednávky (Discord)\nDISCORD_APP_ID=%s\nDISCORD_TOKEN=%s\nDISCORD_GUILD=%s\n", app, tok, hbvDig(18))
		return hbvS("discord-bot-token", "env", text, []string{tok}, app)
	}
	text := fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"nyelv\": \"hu\",\n  \"clientId\": \"%s\",\n  \"token\": \"%s\"\n}", app, tok)
	return hbvS("discord-bot-token", "json", text, []string{tok}, app)
}

func hbvShDiscordPy() Sample {
	tok := hbvDiscord()
	text := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# TODO: винести токен у змінні середовища\nclient.run(\"%s\")\n", tok)
	if hbvCoin() {
		text = fmt.Sprintf("[%s] INFO discord.client: logging in using static token\n[%s] DEBUG bot: config loaded, token=%s, guilds=3", hbvTime(), hbvTime(), tok)
		return hbvS("discord-bot-token", "log", text, []string{tok})
	}
	return hbvS("discord-bot-token", "python", text, []string{tok})
}

func hbvShLoginChat() Sample {
	user := hbvOne("admin", "administrator", "root", "buh", "serwis", "spravce")
	pw := hbvPw()
	lang := pick(hbvLangs)
	line := map[string]string{
		"ru": "логин " + user + " / " + pw,
		"uk": "логін " + user + " / " + pw,
		"pl": "login to " + user + " / " + pw,
		"cs": "login je " + user + " / " + pw,
		"sk": "login: " + user + " / " + pw,
		"hu": "a login " + user + " / " + pw,
		"bg": "логинът е " + user + " / " + pw,
		"sr": "login je " + user + " / " + pw,
	}[lang]
	q := map[string]string{
		"ru": "как зайти в веб-морду принтера?", "uk": "як зайти в адмінку камери?",
		"pl": "jak wejść do panelu NAS-a?", "cs": "jak se dostanu do správy tiskárny?",
		"sk": "ako sa prihlásim do routera?", "hu": "hogy lépek be a NAS-ra?",
		"bg": "как да вляза в админ панела на рутера?", "sr": "kako da uđem u admin panel rutera?",
	}[lang]
	return hbvS("login-password", "chat", hbvTg(lang, q, line), []string{pw}, user)
}

func hbvShLoginChat2() Sample {
	user := hbvOne("admin", "manager", "kasa", "office")
	pw := hbvPw()
	site := rnd(lower, 6) + hbvOne(".ru", ".pl", ".cz", ".hu")
	lang := map[string]string{".ru": "ru", ".pl": "pl", ".cz": "cs", ".hu": "hu"}[site[len(site)-3:]]
	line := map[string]string{
		"ru": fmt.Sprintf("админка %s/admin, login %s / %s, там же заказы", site, user, pw),
		"pl": fmt.Sprintf("panel %s/admin – login: %s / %s", site, user, pw),
		"cs": fmt.Sprintf("administrace %s/admin, login %s / %s", site, user, pw),
		"hu": fmt.Sprintf("admin felület: %s/admin, login: %s / %s", site, user, pw),
	}[lang]
	return hbvS("login-password", "chat", hbvTg(lang, line, "ok"), []string{pw}, site+"/admin")
}

func hbvShLoginYAML() Sample {
	user := hbvOne("admin", "administrator", "operator", "root")
	pw := hbvPw()
	ip := hbvLAN()
	dev := hbvOne("router", "nas", "printer", "switch", "ups")
	cmt := hbvOne("# доступы клиента", "# dostępy klienta", "# přístupy klienta", "# hozzáférések", "# достъпи на клиента")
	text := fmt.Sprintf("%s %s\n%s:\n  host: %s\n  login: %s / %s\n  model: %s\n", cmt, hbvFirm(pick(hbvLangs)), dev, ip, user, pw, hbvOne("Keenetic Giga", "Synology DS220+", "HP LaserJet M428", "MikroTik hAP ax2", "APC SMT1500"))
	return hbvS("login-password", "yaml", text, []string{pw}, ip, "login: "+user)
}

func hbvSplitToken() string {
	switch rng.IntN(5) {
	case 0:
		return hbvTgBot()
	case 1:
		return hbvYCAPIKey()
	case 2:
		return rnd(alnum, 64)
	case 3:
		return hbvHexU(64)
	default:
		return hbvGlpat() + rnd(alnum, 10)
	}
}

func hbvSplitAt(tok string) (string, string) {
	i := len(tok)/2 + hbvN(-4, 4)
	return tok[:i], tok[i:]
}

func hbvShSplitChat() Sample {
	a, b := hbvSplitAt(hbvSplitToken())
	lang := pick([]string{"ru", "uk", "pl", "cs"})
	m1 := map[string]string{
		"ru": "ключ длинный, телеграм режет, шлю двумя кусками. первая часть:\n" + a,
		"uk": "токен надсилаю двома частинами, склей без пробілу:\n" + a,
		"pl": "klucz w dwóch kawałkach, skleić bez spacji:\n" + a,
		"cs": "klíč posílám na dvakrát, spoj to bez mezery:\n" + a,
	}[lang]
	m2 := map[string]string{"ru": "вторая:\n" + b, "uk": "друга частина:\n" + b, "pl": "druga część:\n" + b, "cs": "druhá část:\n" + b}[lang]
	wait := map[string]string{"ru": "жду", "uk": "чекаю", "pl": "czekam", "cs": "čekám"}[lang]
	return hbvS("split-token", "chat", hbvTg(lang, m1, wait, m2), []string{a, b})
}

func hbvShSplitMail() Sample {
	a, b := hbvSplitAt(hbvSplitToken())
	lang := pick([]string{"ru", "hu", "bg", "sk"})
	intro := map[string]string{
		"ru": "Добрый день!\nНовый API-ключ для интеграции со складом (почтовик переносит строку, склейте две строки в одну):",
		"hu": "Jó napot!\nAz új API kulcs a raktári integrációhoz (a levelező eltörte a sort, a két sort egybe kell írni):",
		"bg": "Здравейте,\nНовият API ключ за интеграцията със склада (пощата чупи реда, двата реда се слепват):",
		"sk": "Dobrý deň,\nnový API kľúč pre prepojenie so skladom (mail zalomil riadok, spojte oba riadky):",
	}[lang]
	subj := map[string]string{"ru": "API-ключ", "hu": "API kulcs", "bg": "API ключ", "sk": "API kľúč"}[lang]
	body := intro + "\n\n" + a + "\n" + b + "\n"
	return hbvS("split-token", "mail", hbvMail(lang, subj, body), []string{a, b})
}

func hbvSAEmail() string {
	return rnd(lower, hbvN(4, 10)) + "-sa@" + rnd(lower, hbvN(4, 8)) + "-" + hbvDig(6) + ".iam.gserviceaccount.com"
}

func hbvShKeyIDWithKey() Sample {
	kid := hbvHex(40)
	_, body := hbvPEM(false)
	for !strings.HasPrefix(body, "MIIEvQ") {
		_, body = hbvPEM(false)
	}
	sa := hbvSAEmail()
	text := fmt.Sprintf("Для выгрузки в Google Sheets сделал сервисный аккаунт %s, ключ с private_key_id %s. Сам приватный ключ из JSON (поле private_key), вставь в настройки обработки:\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----", sa, kid, body)
	if hbvCoin() {
		text = fmt.Sprintf("Klucz konta serwisowego %s (private_key_id: %s) – treść klucza prywatnego do wklejenia w BaseLinkera:\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----", sa, kid, body)
	}
	return hbvS("private-key", "chat", text, []string{body}, kid, sa)
}

// ---- traps ----

func hbvShTrapDiscordIDs() Sample {
	app := hbvDig(hbvN(18, 19))
	pub := hbvHex(64)
	lang := pick([]string{"ru", "pl", "cs"})
	text := map[string]string{
		"ru": fmt.Sprintf("Бота в Discord зарегистрировал.\nApplication ID: %s\nPublic Key: %s\nТокен положил в хранилище секретов, в чат не кидаю.", app, pub),
		"pl": fmt.Sprintf("Bot na Discordzie założony.\nApplication ID: %s\nPublic Key: %s\nToken jest w Bitwardenie, nie wklejam tutaj.", app, pub),
		"cs": fmt.Sprintf("Discord bot je zaregistrovaný.\nApplication ID: %s\nPublic Key: %s\nToken je v trezoru hesel, sem ho nepíšu.", app, pub),
	}[lang]
	return hbvT("trap-discord-ids", "chat", text)
}

func hbvShTrapDiscordRef() Sample {
	switch rng.IntN(3) {
	case 0:
		return hbvT("trap-discord-placeholder", "env", "# скопируй в .env и впиши свой токен\nDISCORD_TOKEN=<токен_бота_из_developer_portal>\nDISCORD_GUILD="+hbvDig(18)+"\n")
	case 1:
		tok := hbvDiscord()
		masked := tok[:10] + strings.Repeat("*", hbvN(12, 20))
		t := hbvTime()
		return hbvT("trap-discord-masked", "log", fmt.Sprintf("[%s:%02d] WARN bot: invalid token %s (masked), check DISCORD_TOKEN\n[%s:%02d] ERROR discord.errors.LoginFailure: Improper token has been passed.", t, hbvN(0, 29), masked, t, hbvN(30, 59)))
	default:
		return hbvT("trap-discord-ref", "yaml", "bot:\n  token: ${DISCORD_TOKEN}\n  guild_id: \""+hbvDig(18)+"\"\n  invite: https://discord.gg/"+rnd(alnum, 8)+"\n")
	}
}

func hbvShTrapLoginRef() Sample {
	user := hbvOne("admin", "administrator", "root", "buh")
	switch rng.IntN(4) {
	case 0:
		return hbvT("trap-login-no-password", "chat", hbvTg("ru", "как зайти в роутер?", "логин "+user+" / пароль в KeePass, папка «Клиенты»"))
	case 1:
		return hbvT("trap-login-no-password", "yaml", fmt.Sprintf("router:\n  host: %s\n  login: %s / ${ROUTER_PASSWORD}\n", hbvLAN(), user))
	case 2:
		return hbvT("trap-login-no-password", "chat", hbvTg("pl", "jaki login do NAS-a?", "login "+user+" / hasło ci podam przez telefon"))
	default:
		return hbvT("trap-login-no-password", "chat", hbvTg("cs", "jak se přihlásit do tiskárny?", "login "+user+" / ******** (heslo je v Bitwardenu)"))
	}
}

func hbvShTrapSplitSum() Sample {
	sum := hbvHex(64)
	a, b := hbvSplitAt(sum)
	if hbvCoin() {
		return hbvT("trap-split-checksum", "mail", hbvMail("ru", "Дистрибутив платформы", "Добрый день!\nСсылка на дистрибутив 8.3.24 в общей папке. Контрольная сумма SHA-256 (почта переносит строку):\n"+a+"\n"+b+"\nСверьте перед установкой."))
	}
	return hbvT("trap-split-checksum", "chat", hbvTg("pl", "suma SHA-256 obrazu, w dwóch kawałkach bo się nie mieści:\n"+a, "druga część:\n"+b))
}

func hbvShTrapKeyID() Sample {
	kid := hbvHex(40)
	sa := hbvSAEmail()
	lang := pick([]string{"ru", "uk", "pl", "hu"})
	text := map[string]string{
		"ru": fmt.Sprintf("Google отклоняет запросы: ключ с private_key_id %s у аккаунта %s отозван. Создай новый ключ в консоли и пришли JSON через хранилище, не в чат.", kid, sa),
		"uk": fmt.Sprintf("Ключ %s сервісного акаунта %s видалили (private_key_id), треба новий. JSON не кидай сюди.", kid, sa),
		"pl": fmt.Sprintf("W logach: invalid_grant dla private_key_id %s (konto %s). Klucz został usunięty w konsoli, trzeba wygenerować nowy.", kid, sa),
		"hu": fmt.Sprintf("A %s szolgáltatásfiók kulcsát (private_key_id: %s) letiltottuk, újat kell generálni.", sa, kid),
	}[lang]
	return hbvT("trap-key-id", "chat", text)
}

func hbvShTrapKeyIDJSON() Sample {
	kid := hbvHex(40)
	sa := hbvSAEmail()
	cid := hbvDig(21)
	text := fmt.Sprintf("Проверил JSON, который лежит на сервере: type service_account, project_id %s, private_key_id %s, client_email %s, client_id %s. Совпадает с ключом в консоли, значит проблема не в ключе, а в правах на таблицу.", rnd(lower, 6)+"-"+hbvDig(6), kid, sa, cid)
	return hbvT("trap-key-id", "note", text)
}

func hbvShDiscordCompose() Sample {
	tok := hbvDiscord()
	text := fmt.Sprintf("services:\n  bot:\n    image: ghcr.io/%s/discord-orders:%d.%d\n    restart: unless-stopped\n    environment:\n      BOT_TOKEN: \"%s\"\n      BOT_LANG: %s\n", rnd(lower, 6), hbvN(0, 3), hbvN(0, 20), tok, hbvOne("pl", "cs", "ru", "uk", "hu", "bg", "sr"))
	return hbvS("discord-bot-token", "yaml", text, []string{tok})
}

func hbvShSplitNote() Sample {
	a, b := hbvSplitAt(hbvSplitToken())
	lang := pick([]string{"ru", "pl", "cs", "uk", "sr"})
	head := map[string]string{
		"ru": "## Интеграция со складом\nКлюч API (в вики не влезает в строку, склеить):",
		"pl": "## Integracja z magazynem\nKlucz API (zawinięty na dwie linie, skleić):",
		"cs": "## Napojení na sklad\nAPI klíč (zalomený na dva řádky, spojit):",
		"uk": "## Інтеграція зі складом\nКлюч API (розбитий на два рядки, склеїти):",
		"sr": "## Integracija sa magacinom\nAPI ključ (prelomljen u dva reda, spojiti):",
	}[lang]
	text := fmt.Sprintf("%s\n    %s\n    %s\nEndpoint: https://api.%s.%s/v%d/", head, a, b, rnd(lower, 6), hbvOne("ru", "pl", "cz", "ua", "rs"), hbvN(1, 3))
	return hbvS("split-token", "wiki", text, []string{a, b})
}

func hbvShTrapLoginYAML() Sample {
	user := hbvOne("admin", "administrator", "operator")
	text := fmt.Sprintf("# шаблон карточки клиента, заполнить при подключении\n%s:\n  host: %s\n  login: %s / <пароль из KeePass>\n  model: %s\n", hbvOne("router", "nas", "printer"), hbvLAN(), user, hbvOne("Keenetic Giga", "Synology DS220+", "HP LaserJet M428"))
	return hbvT("trap-login-no-password", "yaml", text)
}

func hbvShTrapKeyIDMail() Sample {
	kid := hbvHex(40)
	sa := hbvSAEmail()
	if hbvCoin() {
		body := fmt.Sprintf("Dobrý den,\n\nklíč servisního účtu %s s private_key_id %s jsme dnes v konzoli zneplatnili (rotace po odchodu kolegy). Nový JSON vám předáme osobně na flashce, e-mailem ho neposíláme.", sa, kid)
		return hbvT("trap-key-id", "mail", hbvMail("cs", "Rotace klíče", body))
	}
	body := fmt.Sprintf("Zdravo,\n\nključ servisnog naloga %s (private_key_id %s) je obrisan u konzoli. Novi ključ ću ti dati lično, ne šaljem ga mejlom.", sa, kid)
	return hbvT("trap-key-id", "mail", hbvMail("sr", "Ključ servisnog naloga", body))
}
