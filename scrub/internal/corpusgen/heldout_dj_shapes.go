package main

import (
	"fmt"
	"strings"
)

// New variants of four shapes, set in the same offices: Discord bot tokens, "login is
// admin / <pw>", a key split over two lines, a service account's private_key_id in prose.

func hdjSAEmail() string {
	return hdjPick("arved-sync", "raamat-bq", "kirjanpito-etl", "gramatvediba-bot", "saskaitos-export") + "@" +
		hdjPick("pohjala-rp", "kallio-data", "baltic-koks-prod", "vilniaus-apskaita") + "-" + hdjRnd(hdjDg, 6) + ".iam.gserviceaccount.com"
}

func hdjRouterUser() string {
	return hdjPick("admin", "admin", "root", "ubnt", "kasutaja", "hallinto", "superadmin")
}

func hdjShapeSecretGens() []hdjGen {
	return []hdjGen{
		func() Sample {
			tok, guild := hdjDiscordBot(), hdjSnowflake()
			t := fmt.Sprintf("# Arvebot (Discord) – teatab uutest ostuarvetest\nDISCORD_TOKEN=%s\nDISCORD_GUILD_ID=%s\nARVE_KANAL=ostuarved\nMERIT_POLL_MIN=10\n", tok, guild)
			return hdjSec("discord-bot-token", "env", t, []string{tok}, guild)
		},
		func() Sample {
			tok := hdjDiscordBot()
			t := fmt.Sprintf("%s %s: laskubotin Discord-token vaihdettu, vanha vuoti githubiin. Uusi: %s\n%s %s: kiitti, päivitän palvelimelle", hdjClock(), hdjWho("fi").First, tok, hdjClock(), hdjWho("fi").First)
			return hdjSec("discord-bot-token", "chat", t, []string{tok})
		},
		func() Sample {
			tok := hdjDiscordBot()
			t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(\"%s\")\n\nclient.run(\"%s\")\n", hdjPick("Sąskaitų botas paleistas", "Rēķinu bots palaists", "Arvebot käivitus"), tok)
			return hdjSec("discord-bot-token", "code", t, []string{tok})
		},
		func() Sample {
			u, pw := hdjRouterUser(), hdjPw(hdjCountry())
			dev := hdjPick("router", "NAS", "printer", "kaamerasalvesti", "switch")
			var line string
			switch rng.IntN(5) {
			case 0:
				line = fmt.Sprintf("the %s login is %s / %s", dev, u, pw)
			case 1:
				line = fmt.Sprintf("ruuteri login on %s / %s, vaheta ära kui jõuad", u, pw)
			case 2:
				line = fmt.Sprintf("reitittimen login on %s / %s (tehdasasetukset vaihdettu)", u, pw)
			case 3:
				line = fmt.Sprintf("maršrutētāja login ir %s / %s", u, pw)
			default:
				line = fmt.Sprintf("maršrutizatoriaus login: %s / %s", u, pw)
			}
			t := fmt.Sprintf("%s %s: %s\n%s %s: ok, aitäh", hdjClock(), hdjWho("ee").First, line, hdjClock(), hdjWho("lv").First)
			return hdjSec("login-password", "chat", t, []string{pw})
		},
		func() Sample {
			u, pw := hdjRouterUser(), hdjPw(hdjCountry())
			ip := hdjIP()
			t := fmt.Sprintf("# kontori seadmed\ndevices:\n  - name: %s\n    url: https://%s:%d\n    login: %s / %s\n    notes: \"firmware %d.%d\"\n", hdjPick("NAS", "Synology", "UniFi", "Fortigate"), ip, hdjPick3(), u, pw, hdjN(6, 7), hdjN(0, 4))
			return hdjSec("login-password", "yaml", t, []string{pw}, ip)
		},
		func() Sample {
			u, pw := hdjPick("admin", "operator", "valve"), hdjPw(hdjCountry())
			t := fmt.Sprintf("Vastuu siirtyy %s alkaen %s:lle.\n\nKameratallennin (Hikvision, serverikaappi): login on %s / %s. Tallenteet säilyvät 30 päivää.\nHälytysjärjestelmän huolto: Securitas, asiakasnro %s.", hdjDate(), hdjWho("fi").First, u, pw, hdjRnd(hdjDg, 7))
			return hdjSec("login-password", "handover", t, []string{pw})
		},
		func() Sample {
			k := strings.ToUpper(hdjHex(32))
			cut := hdjN(12, 20)
			t := fmt.Sprintf("Hei,\n\nNetvisorin partneriavain tulee tässä (sähköposti rivitti sen, yhdistä rivit ilman välilyöntiä):\n\n%s\n%s\n\nPartner ID on sama kuin ennen.\n\n-%s", k[:cut], k[cut:], hdjWho("fi").First)
			return hdjSec("split-api-key", "mail", t, []string{k[:cut], k[cut:]})
		},
		func() Sample {
			tok := hdjPick(hdjGHP(), hdjGLPAT(), hdjSlackBot())
			cut := len(tok)/2 + hdjN(-3, 3)
			who, at := hdjWho("ee").First, hdjClock()
			t := fmt.Sprintf("[%s] %s: token deploy jaoks:\n[%s] %s: %s\n[%s] %s: %s\n[%s] %s: sorry läks kaheks, pane kokku", at, who, at, who, tok[:cut], at, who, tok[cut:], at, who)
			return hdjSec("split-token", "chat", t, []string{tok[:cut], tok[cut:]})
		},
		func() Sample {
			sec := hdjAWSSecret()
			cut := hdjN(18, 24)
			t := fmt.Sprintf("Piekļuves atslēga S3 arhīvam (no PDF, rinda pārlūzusi):\nSecret access key: %s\n%s\n", sec[:cut], sec[cut:])
			return hdjSec("split-aws-secret", "note", t, []string{sec[:cut], sec[cut:]})
		},
		func() Sample {
			kid, sa := hdjHex(40), hdjSAEmail()
			var t string
			switch rng.IntN(3) {
			case 0:
				t = fmt.Sprintf("Teenuskonto %s võti lekkis eile Slacki. Selle võtme private_key_id on %s – palun tühista see GCP konsoolis ja tee uus.", sa, kid)
			case 1:
				t = fmt.Sprintf("Palvelutilin %s avaimen private_key_id on \"%s\". Avain pitää poistaa, se oli liitteenä tiketissä.", sa, kid)
			default:
				t = fmt.Sprintf("FYI the JSON key for %s that was in the shared drive has private_key_id %s; I've asked Google Cloud admin to disable it.", sa, kid)
			}
			return hdjSec("gcp-private-key-id", "chat", t, []string{kid}, sa)
		},
		func() Sample {
			kid, sa := hdjHex(40), hdjSAEmail()
			t := fmt.Sprintf("Incidents %s\nKas notika: grāmatvedības eksporta skriptā bija iekļauts servisa konta %s atslēgas fails.\nAtslēgas private_key_id: '%s'\nDarbības: atslēga atsaukta, skripts pārrakstīts uz Workload Identity.", hdjDate(), sa, kid)
			return hdjSec("gcp-private-key-id", "incident", t, []string{kid}, sa)
		},
	}
}

func hdjPick3() int { return []int{443, 5001, 8443, 4443}[rng.IntN(4)] }

func hdjShapeTrapGens() []hdjGen {
	return []hdjGen{
		func() Sample {
			app := hdjSnowflake()
			t := fmt.Sprintf("Arvebot Discordis:\n- Application ID: %s\n- Public key: %s\n- Kutse link: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=2048\n- Bot token on Bitwardenis kaustas \"Botid\"", app, hdjHex(64), app)
			return hdjTrap("trap-discord-ids", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("# .env.example – kopeeri .env-failiksi ja täytä\nDISCORD_TOKEN=<boti-token-tähän>\nDISCORD_GUILD_ID=%s\nLASKU_KANAVA=laskut\n", hdjSnowflake())
			return hdjTrap("trap-discord-placeholder", "env", t)
		},
		func() Sample {
			u := hdjRouterUser()
			t := hdjPick(
				fmt.Sprintf("ruuteri login on %s / parool on Bitwardenis (kaust \"Kontor\")", u),
				fmt.Sprintf("the NAS login is %s / same password as the printer, ask Kadri if you don't have it", u),
				fmt.Sprintf("reitittimen login on %s / ********, salasana löytyy 1Passwordista", u),
				fmt.Sprintf("maršrutizatoriaus login: %s / slaptažodis užklijuotas ant dėžutės apačios", u))
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-login-no-password", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("devices:\n  - name: NAS\n    url: https://%s:5001\n    login: %s / ${NAS_PASSWORD}\n  - name: printer\n    url: http://%s\n    login: admin / {{ vault_printer_password }}\n", hdjIP(), hdjRouterUser(), hdjIP())
			return hdjTrap("trap-login-reference", "yaml", t)
		},
		func() Sample {
			sum := hdjHex(64)
			cut := 32
			t := fmt.Sprintf("Palkkaohjelman asennuspaketti: palkka-setup-%d.%d.msi\nSHA-256 (tarkista ennen asennusta):\n%s\n%s\n", hdjN(3, 5), hdjN(0, 9), sum[:cut], sum[cut:])
			return hdjTrap("trap-split-checksum", "mail", t)
		},
		func() Sample {
			sha := hdjHex(40)
			t := hdjPick(
				fmt.Sprintf("Parandus KMD eksporti on commitis %s, deploy tehtud kell %s.", sha, hdjClock()),
				fmt.Sprintf("Korjaus on mergetty, commit %s. Tuotannossa huomenna.", sha),
				fmt.Sprintf("Labojums ir commitā %s, lūdzu pārbaudi rēķinu eksportu.", sha))
			return hdjTrap("trap-commit-sha", "chat", t)
		},
		func() Sample {
			sa := hdjSAEmail()
			t := fmt.Sprintf("Teenuskonto %s võti roteeriti %s. Uus JSON-võti on Secret Manageris (secret: %s-key), vana private_key_id on tühistatud. Midagi ei pea tegema.", sa, hdjDate(), strings.Split(sa, "@")[0])
			return hdjTrap("trap-service-account", "chat", t)
		},
	}
}
