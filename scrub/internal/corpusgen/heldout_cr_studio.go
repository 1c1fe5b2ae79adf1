package main

import (
	"fmt"
	"strings"
)

// Studio life: Wi-Fi, doors, alarms, safes, NAS and backups, Adobe and cloud accounts, licences.

func hcrStudioGens() []hcrGen {
	return []hcrGen{
		{hcrStuWifi, 7}, {hcrStuVenueWifi, 5}, {hcrStuDoor, 6}, {hcrStuAlarmIT, 5},
		{hcrStuSafe, 4}, {hcrStuNAS, 4}, {hcrStuAdobe, 5}, {hcrStuLicence, 6},
		{hcrStuB2, 4}, {hcrStuDropbox, 5}, {hcrStuMeeting, 4}, {hcrStuDJI, 3},
		{hcrStuPayPal, 4}, {hcrStuSumUp, 4}, {hcrStuPhone, 4}, {hcrStuLockerPT, 4},
		{hcrStuShell, 4}, {hcrStuICloud, 4},
	}
}

func hcrSSID() string {
	return hcrOne(strings.ReplaceAll(hcrASCII(pick(hcrStudios)), " ", "_"), "Studio-5G", "TIM-"+rnd(digits, 8), "MEO-"+rnd(upper+digits, 6), "VodafoneCasa_"+rnd(digits, 4), "BT-"+rnd(upper, 6), "Vallado_Guests", "FRITZ!Box 7590 "+rnd(upper, 2))
}

func hcrStuWifi() Sample {
	ssid := hcrSSID()
	key := hcrWifiKey()
	t := hcrOne(
		fmt.Sprintf("studio wifi for the workshop attendees: network %s, password %s", ssid, key),
		fmt.Sprintf("Wi-Fi dello studio\nRete: %s\nPassword: %s\n(la rete ospiti è senza password ma va lentissima)", ssid, key),
		fmt.Sprintf("Rede do estúdio: %s\nPalavra-passe: %s\nPor favor não partilhem com os clientes, usem a rede de convidados.", ssid, key),
		fmt.Sprintf("Morning team! For the editing day tomorrow: wifi is \"%s\", key %s. Bring your own SSDs, the NAS is being rebuilt.", ssid, key))
	return hcrS("wifi-key", "chat", t, []string{key}, ssid)
}

func hcrStuVenueWifi() Sample {
	v := pick(hcrVenues)
	ssid := hcrSSID()
	key := hcrWifiKey()
	t := fmt.Sprintf("TIMELINE – %s\n14:30 ceremony\n15:15 confetti exit\n15:30 family formals (list below)\n16:00 couple portraits, %s garden\n\nLivestream for Nonna: venue Wi-Fi %s, password %s (coordinator says upload is ~20 Mbps, use the ethernet in the library if possible)\n\nFamily formals:\n1. couple + both sets of parents\n2. + grandparents", v, strings.Fields(v)[0], ssid, key)
	return hcrS("wifi-key", "notes", t, []string{key}, v)
}

func hcrStuDoor() Sample {
	code := hcrCode(hcrN(4, 6))
	t := hcrOne(
		fmt.Sprintf("Crew house for the %s wedding: the key safe by the blue door, code %s. Check-in after 4pm.", pick(hcrVenues), code),
		fmt.Sprintf("Reminder for Saturday: studio door code is %s#, the light switch is behind the backdrop stand.", code),
		fmt.Sprintf("O código da porta do estúdio mudou, agora é %s. Não o escrevam no grupo dos clientes!", code),
		fmt.Sprintf("Bridal suite at %s is locked during the ceremony – coordinator gave us the keypad code %s so we can grab the dress details shots.", pick(hcrVenues), code))
	return hcrS("door-code", "chat", t, []string{code})
}

func hcrStuAlarmIT() Sample {
	a := hcrCode(hcrN(4, 6))
	d := hcrCode(4)
	t := hcrOne(
		fmt.Sprintf("Ciao %s, domani apri tu lo studio:\n- codice portone: %s\n- allarme: digita %s e poi OFF entro 30 secondi\n- le chiavi del magazzino sono nel cassetto della reception\nGrazie!", hcrFirst("it"), d, a),
		fmt.Sprintf("Handover for the weekend:\nfront door keypad %s\nalarm code %s (you have 45 seconds)\nplease water the fiddle leaf fig 🌿", d, a),
		fmt.Sprintf("Abertura do estúdio sábado: porta %s, alarme %s. A chave do armazém está na gaveta.", d, a))
	return hcrS("alarm-code", "notes", t, []string{d, a})
}

func hcrStuSafe() Sample {
	code := hcrCode(hcrN(4, 8))
	t := hcrOne(
		fmt.Sprintf("Memory cards from the weekend go in the safe under the desk (combination %s) until they're backed up twice.", code),
		fmt.Sprintf("cassaforte studio: %s – dentro ci sono le schede del matrimonio Conti e i contanti del workshop", code),
		fmt.Sprintf("O cofre do estúdio abre com %s. Os cartões dos casamentos ficam lá até haver duas cópias.", code))
	return hcrS("safe-code", "notes", t, []string{code})
}

func hcrStuNAS() Sample {
	ip := fmt.Sprintf("192.168.%d.%d", hcrN(0, 10), hcrN(2, 250))
	user := hcrOne("studio", "backup", "editor", "giulia")
	pw := hcrPw()
	t := fmt.Sprintf("Synology DS%d (archive)\nhttp://%s:5000\naccount: %s\npassword: %s\nHyper Backup → B2 every night at 02:00, check the log on Mondays.", pick([]int{220, 420, 920, 923, 1522}), ip, user, pw)
	return hcrS("nas-password", "notes", t, []string{pw}, ip)
}

func hcrStuAdobe() Sample {
	email := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Adobe ID for the editing station (Lightroom Classic + Photoshop): %s / pw %s. Only sign in on the iMac, we only have 2 activations.", email, pw),
		fmt.Sprintf("Per il Lightroom del secondo computer usa l'account Adobe %s, password %s. Non sincronizzare i cataloghi dei clienti!", email, pw),
		fmt.Sprintf("Conta Adobe do estúdio: %s\nPassword: %s\n(Lightroom Classic, plano Fotografia 1TB)", email, pw))
	return hcrS("adobe-password", "notes", t, []string{pw}, email)
}

func hcrStuLicence() Sample {
	key := hcrLicence()
	prod := hcrOne("Capture One Pro", "Topaz Photo AI", "Imagenomic Portraiture", "Photo Mechanic Plus", "DxO PureRAW", "ON1 Photo RAW", "Luminar Neo")
	t := hcrOne(
		fmt.Sprintf("%s licence key: %s (registered to the studio, 2 seats)", prod, key),
		fmt.Sprintf("Thank you for your purchase!\n\nProduct: %s\nLicense key: %s\nOrder #%d\n\nTo activate, open the app and choose Help → Activate.", prod, key, hcrN(100000, 999999)),
		fmt.Sprintf("Chiave di licenza %s per il portatile nuovo: %s", prod, key),
		fmt.Sprintf("Chave de licença do %s: %s – ativar só no iMac do estúdio.", prod, key))
	return hcrS("licence-key", "mail", t, []string{key}, prod)
}

func hcrStuB2() Sample {
	id := hcrB2ID()
	key := hcrB2Key()
	bucket := strings.ToLower(hcrOne("studio-archive-", "raw-backup-", "arquivo-")) + fmt.Sprint(hcrN(2019, 2025))
	t := hcrOne(
		fmt.Sprintf("Backblaze B2 for the NAS Hyper Backup task\nbucket: %s\nkeyID: %s\napplicationKey: %s", bucket, id, key),
		fmt.Sprintf("$ rclone config show b2\n[b2]\ntype = b2\naccount = %s\nkey = %s\nhard_delete = false\n# bucket %s", id, key, bucket))
	return hcrS("backup-key", "notes", t, []string{id, key}, bucket)
}

func hcrStuDropbox() Sample {
	email := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Dropbox for the second shooters' uploads: %s, password %s. Please upload to /Incoming/<wedding name> only.", email, pw),
		fmt.Sprintf("Google Drive condiviso per i video: account %s pw %s – caricate i file grezzi nella cartella del matrimonio.", email, pw),
		fmt.Sprintf("Conta do Dropbox para os assistentes: %s, palavra-passe %s", email, pw))
	return hcrS("cloud-password", "chat", t, []string{pw}, email)
}

func hcrStuMeeting() Sample {
	v := pick(hcrVenues)
	code := hcrCode(4)
	key := hcrWifiKey()
	t := fmt.Sprintf("Meeting notes – site visit %s (%s)\nAttendees: %s (planner), %s (venue), %s (photo)\n\n- ceremony moved to the lemon terrace if no rain\n- vendor entrance: side gate, keypad %s\n- staff Wi-Fi password: %s\n- sunset ~20:41, portraits 20:00–20:30\n- no drones without council permit\n\nNext: send final timeline by %s", v, hcrDate(), hcrFirst("it"), hcrFirst("it"), hcrFirst("en"), code, key, hcrDate())
	return hcrS("venue-codes", "meeting-notes", t, []string{code, key}, v)
}

func hcrStuDJI() Sample {
	email := hcrMail(hcrFirst("en"))
	pw := hcrPw()
	t := fmt.Sprintf("drone stuff for %s:\n- DJI account %s, password %s (needed to unlock the geo zone near the castle)\n- batteries charged x4\n- operator ID on the sticker", pick(hcrVenues), email, pw)
	return hcrS("account-password", "notes", t, []string{pw}, email)
}

func hcrStuPayPal() Sample {
	email := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("PayPal business (deposits from UK clients): %s / %s", email, pw),
		fmt.Sprintf("Account PayPal dello studio: %s, password: %s. Le caparre arrivano qui, non sul conto.", email, pw))
	return hcrS("payment-password", "notes", t, []string{pw}, email)
}

func hcrStuSumUp() Sample {
	pin := hcrCode(4)
	t := hcrOne(
		fmt.Sprintf("For the wedding fair stand: the SumUp reader PIN is %s, print price list is in the blue folder.", pin),
		fmt.Sprintf("Fiera sposi domenica – PIN del POS: %s. Il listino stampe è nella cartella blu.", pin),
		fmt.Sprintf("Feira de noivos: PIN do terminal de pagamento %s", pin))
	return hcrS("pin", "chat", t, []string{pin})
}

func hcrStuPhone() Sample {
	pin := hcrCode(6)
	t := hcrOne(
		fmt.Sprintf("The studio phone (the one with the WhatsApp Business account) unlocks with %s. It lives in the top drawer.", pin),
		fmt.Sprintf("codice sblocco iPhone dello studio: %s", pin),
		fmt.Sprintf("O telemóvel do estúdio desbloqueia com %s, é o que tem o WhatsApp dos clientes.", pin))
	return hcrS("pin", "notes", t, []string{pin})
}

func hcrStuLockerPT() Sample {
	code := hcrCode(hcrN(3, 4))
	t := hcrOne(
		fmt.Sprintf("O material de iluminação fica no cacifo 12 do armazém, cadeado com o código %s.", code),
		fmt.Sprintf("The lighting kit is in locker 12 at the co-working, padlock combination %s.", code),
		fmt.Sprintf("Il kit luci è nell'armadietto 12, lucchetto con combinazione %s.", code))
	return hcrS("locker-code", "notes", t, []string{code})
}

func hcrStuShell() Sample {
	host := fmt.Sprintf("192.168.%d.%d", hcrN(0, 5), hcrN(2, 250))
	pw := hcrPw()
	t := fmt.Sprintf("$ smbclient //%s/Weddings -U editor%%%s\nTry \"help\" to get a list of possible commands.\nsmb: \\> ls 2025/\n  %s_%s                       D        0  Sat Jun 14 22:10:31 2025\n  %s_%s                       D        0  Sun Jun 22 23:41:02 2025", host, pw, pick(hcrLast), pick(hcrLast), pick(hcrLast), pick(hcrLast))
	return hcrS("nas-password", "shell", t, []string{pw}, "//"+host+"/Weddings")
}

func hcrStuICloud() Sample {
	id := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	app := strings.ToLower(rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4))
	if hcrCoin() {
		t := fmt.Sprintf("Apple ID on the studio Mac: %s, password %s. Don't turn on iCloud Photos, it would upload 4 TB of weddings.", id, pw)
		return hcrS("account-password", "notes", t, []string{pw}, id)
	}
	t := fmt.Sprintf("app-specific password for the Lightroom mail plugin (iCloud %s): %s", id, app)
	return hcrS("app-password", "notes", t, []string{app}, id)
}
