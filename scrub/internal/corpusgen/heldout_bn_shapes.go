package main

import (
	"encoding/base64"
	"strings"
)

// Four shapes in the theme's setting: Discord bot tokens, "login user / password" prose, keys
// split across two lines, and a service account's private_key_id quoted in prose.

func hbnShapeGens() []hbnGen {
	return []hbnGen{
		{hbnDiscordChat, 3}, {hbnDiscordEnv, 3}, {hbnDiscordCode, 2}, {hbnDiscordYAML, 2},
		{hbnTDiscordIDs, 3}, {hbnTDiscordMasked, 2},
		{hbnLoginChat, 5}, {hbnLoginYAML, 4}, {hbnLoginMixed, 2},
		{hbnTLoginNoPw, 3}, {hbnTLoginYAMLRef, 2},
		{hbnSplitChat, 3}, {hbnSplitMail, 3}, {hbnSplitShell, 2}, {hbnSplitYAML, 2},
		{hbnTSplitChecksum, 2}, {hbnTSplitNFe, 2}, {hbnTSplitImage, 1},
		{hbnPKIDChat, 4}, {hbnPKIDMail, 3}, {hbnPKIDTicket, 2},
		{hbnTPKIDCommit, 3}, {hbnTPKIDNoValue, 2},
	}
}

func hbnSnowflake() string {
	if hbnCoin() {
		return "1" + rnd("0123", 1) + rnd(digits, 16+rng.IntN(2))
	}
	return rnd("789", 1) + rnd(digits, 16+rng.IntN(2))
}

func hbnDiscord() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hbnSnowflake()))
	return id + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hbnDiscordChat() Sample {
	tok := hbnDiscord()
	t := hbnClock()
	if hbnCoin() {
		a, _ := hbnPerson(true)
		return hbnSec("discord-bot-token", "whatsapp", t(a)+"gente, o bot de avisos do servidor da turma caiu\n"+t(a)+"o token novo dele é "+tok+"\n"+t(a)+"alguém coloca no .env do replit? eu tô sem pc", []string{tok})
	}
	a, _ := hbnPerson(false)
	return hbnSec("discord-bot-token", "chat", t(a)+"profe, ya creé el bot del club de robótica en el Developer Portal, el token es "+tok+" ¿lo subo al servidor del cole?", []string{tok})
}

func hbnDiscordEnv() Sample {
	tok := hbnDiscord()
	app := hbnSnowflake()
	txt := "# bot de recordatorios - " + pick(hbnOrgs).name + "\nDISCORD_TOKEN=" + tok + "\nDISCORD_APPLICATION_ID=" + app + "\nCANAL_AVISOS=" + hbnSnowflake() + "\nZONA_HORARIA=" + pick([]string{"America/Sao_Paulo", "Europe/Madrid", "America/Santiago"})
	return hbnSec("discord-bot-token", "env", txt, []string{tok}, app)
}

func hbnDiscordCode() Sample {
	tok := hbnDiscord()
	txt := "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\n\nclient.once('ready', () => console.log('Bot da escola online!'));\n// TODO: tirar o token daqui antes de subir pro GitHub\nclient.login('" + tok + "');"
	return hbnSec("discord-bot-token", "code", txt, []string{tok}, "Bot da escola online!")
}

func hbnDiscordYAML() Sample {
	tok := hbnDiscord()
	guild := hbnSnowflake()
	txt := "bot:\n  nombre: Conserje\n  token: " + tok + "\n  prefijo: \"!\"\nservidor:\n  guild_id: " + guild + "\n  canal_tareas: deberes-3eso\n"
	return hbnSec("discord-bot-token", "yaml", txt, []string{tok}, guild)
}

func hbnTDiscordIDs() Sample {
	if hbnCoin() {
		return hbnTrap("trap-discord-id", "env", "DISCORD_APPLICATION_ID="+hbnSnowflake()+"\nDISCORD_PUBLIC_KEY="+rnd(hexs, 64)+"\nDISCORD_GUILD_ID="+hbnSnowflake()+"\n# DISCORD_TOKEN vem do cofre do servidor")
	}
	return hbnTrap("trap-discord-id", "chat", "entrem no Discord da turma: https://discord.gg/"+rnd(alnum, 8)+" — o ID do canal de avisos é "+hbnSnowflake()+" se precisarem configurar o bot")
}

func hbnTDiscordMasked() Sample {
	tok := hbnDiscord()
	return hbnTrap("trap-masked", "chat", "o token do bot aparece assim no painel: "+tok[:6]+"****************** — tem que clicar em Reset Token pra ver o novo, e aí não mandem aqui")
}

func hbnLoginChat() Sample {
	o := pick(hbnOrgs)
	pw := hbnPw(o.pt())
	u := pick([]string{"admin", "recepcao", "secretaria", "financeiro", "soporte", "direccion"})
	t := hbnClock()
	a, _ := hbnPerson(o.pt())
	var txt string
	switch o.cc {
	case "br":
		txt = t(a) + "o login do sistema da clínica é " + u + " / " + pw + ", qualquer coisa me chama"
	case "pt":
		txt = t(a) + "O login do portal de encomendas é " + u + " / " + pw + " — não partilhem fora da equipa."
	default:
		txt = t(a) + "el login del router es " + u + " / " + pw + " (lo cambió el técnico de " + pick([]string{"Movistar", "Telmex", "Claro", "Entel", "Personal"}) + ")"
	}
	return hbnSec("login-password", "whatsapp", txt, []string{pw}, u)
}

func hbnLoginYAML() Sample {
	pt := hbnCoin()
	pw := hbnPw(pt)
	u := pick([]string{"admin", "Admin", "gestor", "suporte"})
	var txt string
	if pt {
		txt = "servidores:\n  monitoramento:\n    url: http://" + hbnIP() + "/zabbix\n    notas: |\n      O login é " + u + " / " + pw + " (trocar depois da instalação)\n      Alertas vão para o grupo do WhatsApp da TI.\n"
	} else {
		txt = "accesos:\n  hosting:\n    panel: https://cpanel." + hbnOrgOf(false).dom + ":2083\n    comentario: \"el login es " + u + " / " + pw + "\"\n  dominio:\n    registrador: " + pick([]string{"DonDominio", "Akky", "NIC Chile", "Hostinger"}) + "\n"
	}
	return hbnSec("login-password", "yaml", txt, []string{pw}, u)
}

func hbnLoginMixed() Sample {
	pw := hbnPw(hbnCoin())
	txt := "Hi " + pick(hbnFirstPT) + "! the login is admin / " + pw + " pro painel do NVR Intelbras, porta 37777. Let me know se der erro."
	return hbnSec("login-password", "chat", txt, []string{pw}, "admin")
}

func hbnTLoginNoPw() Sample {
	switch rng.IntN(3) {
	case 0:
		return hbnTrap("trap-login-no-password", "chat", "el login es admin / la contraseña te la paso en persona mañana")
	case 1:
		return hbnTrap("trap-login-no-password", "whatsapp", "o login é o seu CPF / a senha é a mesma do gov.br")
	}
	return hbnTrap("trap-login-no-password", "chat", "login: admin / ******** (a senha está no envelope do cofre)")
}

func hbnTLoginYAMLRef() Sample {
	return hbnTrap("trap-login-no-password", "yaml", "accesos:\n  router:\n    ip: "+hbnIP()+"\n    nota: \"login admin / ver bóveda 'Red oficina' en Bitwarden\"\n")
}

func hbnSplit(s string) (string, string) {
	i := len(s)/2 + rng.IntN(len(s)/4+1) - len(s)/8
	return s[:i], s[i:]
}

func hbnSplitChat() Sample {
	var tok string
	switch rng.IntN(3) {
	case 0:
		tok = hbnMPToken("APP_USR")
	case 1:
		tok = hbnDiscord()
	default:
		tok = hbnAsaas()
	}
	a, b := hbnSplit(tok)
	t := hbnClock()
	p, _ := hbnPerson(true)
	txt := t(p) + "o token não coube numa mensagem só, vai em duas partes, junta sem espaço:\n" + t(p) + a + "\n" + t(p) + b + "\n" + t(p) + "apaga depois de colar 🙏"
	return hbnSec("split-token", "whatsapp", txt, []string{a, b})
}

func hbnSplitMail() Sample {
	o := hbnOrgCC("es", "cl", "pt")
	var key, label string
	if o.cc == "cl" {
		key, label = rnd("0123456789ABCDEF", 64), "API Key Secret de Transbank"
	} else {
		key, label = hbnRedsys()+hbnRedsys(), "clave de firma del TPV"
	}
	a, b := hbnSplit(key)
	body := "Hola,\n\nte paso la " + label + " (el correo la corta en dos líneas, únelas):\n\n" + a + "\n" + b + "\n\nUn saludo."
	return hbnSec("split-key", "mail", hbnMail2(o, "Clave pasarela", body), []string{a, b})
}

func hbnSplitShell() Sample {
	sk := hbnStripeSK()
	for len(sk) < 40 {
		sk += rnd(alnum, 10)
	}
	a, b := hbnSplit(sk)
	txt := "curl https://api.stripe.com/v1/charges?limit=3 \\\n  -u " + a + "\\\n" + b + ":\n{\n  \"object\": \"list\",\n  \"data\": []\n}"
	return hbnSec("split-token", "shell", txt, []string{a, b})
}

func hbnSplitYAML() Sample {
	tok := hbnSlackBot()
	a, b := hbnSplit(tok)
	txt := "notificaciones:\n  canal: \"#citas-clinica\"\n  slack_token: >-\n    " + a + "\n    " + b + "\n  horario: \"08:00-20:00\"\n"
	return hbnSec("split-token", "yaml", txt, []string{a, b}, "#citas-clinica")
}

func hbnTSplitChecksum() Sample {
	h := rnd(hexs, 64)
	return hbnTrap("trap-checksum", "log", "["+hbnISO()+"] descarga completa: instalador_a3asesor.exe\n[verificación] SHA-256 esperado:\n"+h[:32]+"\n"+h[32:]+"\n[verificación] OK")
}

func hbnTSplitNFe() Sample {
	k := rnd(digits, 44)
	var g []string
	for i := 0; i < 44; i += 4 {
		g = append(g, k[i:i+4])
	}
	return hbnTrap("trap-invoice-id", "notes", "DANFE — chave de acesso:\n"+strings.Join(g[:6], " ")+"\n"+strings.Join(g[6:], " ")+"\nConsulta de autenticidade no portal nacional da NF-e.")
}

func hbnTSplitImage() Sample {
	b := "iVBORw0KGgoAAAANSUhEUgAAA" + rnd(alnum+"+/", 50)
	return hbnTrap("trap-base64-image", "code", "<img alt=\"logo do colégio\" src=\"data:image/png;base64,"+b[:40]+"\n"+b[40:]+"\" />")
}

func hbnPKIDChat() Sample {
	id := rnd(hexs, 40)
	t := hbnClock()
	if hbnCoin() {
		a, _ := hbnPerson(false)
		return hbnSec("private-key-id", "chat", t(a)+"la service account de Google que usa el script de citas tiene private_key_id "+id+", si la revocás avisame que se cae el calendario", []string{id})
	}
	a, _ := hbnPerson(true)
	return hbnSec("private-key-id", "whatsapp", t(a)+"pra conferir no console: a chave que tá no servidor é a de private_key_id \""+id+"\", as outras podem apagar", []string{id})
}

func hbnPKIDMail() Sample {
	o := pick(hbnOrgs)
	id := rnd(hexs, 40)
	proj := "agenda-" + rnd(lower+digits, 6)
	var body string
	if o.pt() {
		body = "Olá,\n\no ficheiro JSON da conta de serviço do projeto " + proj + " foi instalado no servidor. O private_key_id dessa chave é " + id + "; por favor não gerem outra sem avisar.\n\nObrigado."
	} else {
		body = "Hola,\n\nya quedó instalado el JSON de la cuenta de servicio del proyecto " + proj + ". El private_key_id de esa clave es " + id + "; no generen otra sin avisar.\n\nGracias."
	}
	return hbnSec("private-key-id", "mail", hbnMail2(o, "Cuenta de servicio Google / conta de serviço", body), []string{id}, proj)
}

func hbnPKIDTicket() Sample {
	old, nw := rnd(hexs, 40), rnd(hexs, 40)
	em := pick([]string{"facturas", "calendario", "drive-sync"}) + "@" + pick([]string{"gestoria-mtz", "clinica-sol", "escola-se"}) + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
	txt := "Ticket #" + hbnTicketNo() + " — rotación de clave de la cuenta de servicio\nCuenta: " + em + "\nSe eliminó la clave con private_key_id " + old + " y se creó una nueva (private_key_id " + nw + "). Se actualizó el JSON en el servidor de facturación."
	return hbnSec("private-key-id", "ticket", txt, []string{old, nw}, em)
}

func hbnTPKIDCommit() Sample {
	if hbnCoin() {
		return hbnTrap("trap-commit-sha", "chat", "el fix del script de citas está en el commit "+rnd(hexs, 40)+", ya lo desplegué en producción")
	}
	return hbnTrap("trap-checksum", "mail", "Olá,\n\no SHA-1 do instalador do certificado que descarregámos é "+rnd(hexs, 40)+" — confere com o publicado no site do fornecedor.\n\nCumprimentos.")
}

func hbnTPKIDNoValue() Sample {
	return hbnTrap("trap-password-elsewhere", "chat", "o private_key_id e a chave estão no JSON que mandei pelo Drive com acesso restrito, não vou colar aqui. O client_id é "+rnd(digits, 21)+".")
}
