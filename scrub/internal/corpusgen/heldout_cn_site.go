package main

import (
	"fmt"
	"strings"
)

// Site cameras, drones, padlocks and key safes, plotters, site Wi-Fi and alarms.

func hcnSiteGens() []hcnGen {
	return []hcnGen{
		{6, hcnRTSP}, {5, hcnNVRHandover}, {6, hcnCamFr}, {5, hcnCamAr}, {5, hcnEarthCam},
		{5, hcnDroneChat}, {4, hcnDroneDeploy}, {5, hcnDroneFr},
		{6, hcnPadlockChat}, {6, hcnPadlockFr}, {6, hcnPadlockAr}, {5, hcnKeySafe}, {4, hcnAlarm},
		{5, hcnPlotter}, {5, hcnPlotterFr}, {6, hcnWifi}, {4, hcnWifiAr}, {4, hcnSiteInduction},
		{4, hcnRouterCfg},
	}
}

func hcnRTSP() Sample {
	user := pick([]string{"admin", "viewer", "sitecam", "root", "nvr"})
	pw := hcnURLPw()
	ip := hcnFixIP()
	url := fmt.Sprintf("rtsp://%s:%s@%s:554/%s", user, pw, ip, pick([]string{"Streaming/Channels/101", "cam/realmonitor?channel=1&subtype=0", "axis-media/media.amp", "live/ch00_0"}))
	hcnFmt, text := hcnPair(
		[2]string{"note", "Crane cam stream for the timelapse box:\n%s\nIf it drops, power-cycle the PoE switch in the gatehouse."},
		[2]string{"shell", "ffmpeg -rtsp_transport tcp -i \"%s\" -vf fps=1/300 -strftime 1 /data/timelapse/%%Y%%m%%d_%%H%%M.jpg"},
		[2]string{"yaml", "- name: north-gate\n  url: %s\n  record: true\n  retain_days: 30"},
	)
	text = fmt.Sprintf(text, url)
	return hcnS("camera-password", hcnFmt, text, hcnL(pw), ip, user)
}

func hcnNVRHandover() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	proj := hcnProject("en")
	text := fmt.Sprintf("## Site security – %s\n\n| Item | Detail |\n|---|---|\n| NVR | Hikvision DS-7608NI, %s |\n| Cameras | %d × PTZ, %d × bullet |\n| NVR admin password | %s |\n| Retention | 30 days |\n| Monitoring | Remote guarding, call %s |\n",
		proj, ip, hcnN(1, 4), hcnN(4, 12), pw, "0330 "+rnd(digits, 3)+" "+rnd(digits, 4))
	return hcnS("camera-password", "markdown", text, hcnL(pw), ip)
}

func hcnCamFr() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	text := fmt.Sprintf("Compte rendu réunion de chantier n°%d – %s\n\n3. Sécurité / gardiennage\n- Les caméras de la base vie sont en service. Accès enregistreur : %s, identifiant admin, mot de passe %s.\n- Le gardien passe à 22h et 3h.\n4. Planning\n- Coulage dalle R+%d prévu semaine %d.",
		hcnN(12, 60), hcnDateFR(), ip, pw, hcnN(1, 8), hcnN(10, 50))
	return hcnS("camera-password", "meeting-notes", text, hcnL(pw), ip)
}

func hcnCamAr() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	text := fmt.Sprintf("تسليم نظام المراقبة – %s\nعنوان جهاز التسجيل: %s\nاسم المستخدم: admin\nكلمة المرور: %s\nعدد الكاميرات: %d\nيرجى تغيير كلمة المرور بعد الاستلام.",
		hcnProject("ar"), ip, pw, hcnN(4, 16))
	return hcnS("camera-password", "handover", text, hcnL(pw), ip)
}

func hcnEarthCam() Sample {
	pw := hcnPw()
	mail := hcnEmail("en")
	text := fmt.Sprintf("%s: For the client walkthrough tomorrow – EarthCam Control Center login is %s and the pw is %s. It's the view-only account so fine to share with the owner's rep.",
		hcnFirst("en"), mail, pw)
	return hcnS("camera-password", "chat", text, hcnL(pw), mail)
}

func hcnDroneChat() Sample {
	pw := hcnPw()
	mail := pick([]string{"drones@", "survey@", "uav.ops@"}) + pick([]string{"hollisbuild.co.uk", "meridian-ce.com", "alnoor-eng.ae"})
	text := fmt.Sprintf("%s: who has the DJI account for the M3E? need to sync the flight logs\n%s: %s / %s – don't change it, the pilots all use it\n%s: ta",
		hcnFirst("en"), hcnFirst("en"), mail, pw, hcnFirst("en"))
	return hcnS("drone-account-password", "chat", text, hcnL(pw), mail)
}

func hcnDroneDeploy() Sample {
	key := rnd(alnum, hcnN(32, 40))
	plan := rnd(lower+digits, 24)
	text := fmt.Sprintf("# pulls the weekly orthomosaic into the site dashboard\nDRONEDEPLOY_API_KEY = \"%s\"\nPLAN_ID = \"%s\"\n\nresp = requests.get(f\"https://www.dronedeploy.com/api/v2/plans/{PLAN_ID}/exports\", headers={\"Authorization\": f\"Bearer {DRONEDEPLOY_API_KEY}\"})\n", key, plan)
	return hcnS("drone-api-key", "code", text, hcnL(key), plan)
}

func hcnDroneFr() Sample {
	pw := hcnPw()
	text := fmt.Sprintf("Bonjour,\n\nPour le relevé photogrammétrique de vendredi, le compte Pix4Dcloud de l'agence est topo@bet-structure.fr, mot de passe : %s\nLe télépilote est %s (n° d'exploitant UAS FRA%s).\n\nBonne journée",
		pw, hcnName("fr"), rnd(upper+digits, 12))
	return hcnS("drone-account-password", "mail", text, hcnL(pw), "topo@bet-structure.fr")
}

func hcnPadlockChat() Sample {
	code := hcnPin(pick([]int{4, 4, 5}))
	shown := code
	if rng.IntN(3) == 0 {
		shown = strings.Join(strings.Split(code, ""), "-")
	}
	text := pick([]string{
		"%s: anyone know the code for the tool container? Sparks are waiting\n%s: %s, and lock it after pls",
		"%s: FYI changed the padlock on the materials container (the blue one by gate 2). New combo is %s\n%s: 👍",
		"%s: site office padlock code is %s this week. Spin the dials after you lock up.\n%s: noted",
	})
	var t string
	if strings.HasPrefix(text, "%s: anyone") {
		t = fmt.Sprintf(text, hcnFirst("en"), hcnFirst("en"), shown)
	} else {
		t = fmt.Sprintf(text, hcnFirst("en"), shown, hcnFirst("en"))
	}
	return hcnS("padlock-code", "chat", t, hcnL(shown))
}

func hcnPadlockFr() Sample {
	code := hcnPin(4)
	text := pick([]string{
		"Salut à tous, le code du cadenas du bungalow de chantier a changé : %s. Merci de bien refermer le soir.",
		"Rappel : code cadenas conteneur outillage = %s (ne pas le noter sur la porte svp)",
		"Le container matériaux est fermé avec un cadenas à code, combinaison %s. Le double des clés du bungalow est chez %s.",
	})
	var t string
	if strings.Count(text, "%s") == 2 {
		t = fmt.Sprintf(text, code, hcnFirst("fr"))
	} else {
		t = fmt.Sprintf(text, code)
	}
	return hcnS("padlock-code", "chat", t, hcnL(code))
}

func hcnPadlockAr() Sample {
	code := hcnPin(4)
	text := pick([]string{
		"تنبيه: تم تغيير رمز قفل حاوية المعدات إلى %s. الرجاء إغلاق الحاوية بعد الاستخدام.",
		"رقم قفل مكتب الموقع الجديد %s – لا تشاركوه مع المقاولين من الباطن.",
		"%s: كم رمز القفل حق الكونتينر؟\n%s: %s",
	})
	var t string
	if strings.Count(text, "%s") == 3 {
		t = fmt.Sprintf(text, hcnFirst("ar"), hcnFirst("ar"), code)
	} else {
		t = fmt.Sprintf(text, code)
	}
	return hcnS("padlock-code", "chat", t, hcnL(code))
}

func hcnKeySafe() Sample {
	code := hcnPin(pick([]int{4, 5, 6}))
	lang := hcnLang()
	var t string
	switch lang {
	case "fr":
		t = fmt.Sprintf("Accès au local TGBT : les clés sont dans la boîte à clés à gauche de la porte, code %s. Remettre les clés après intervention.", code)
	case "ar":
		t = fmt.Sprintf("مفاتيح غرفة الكهرباء في صندوق المفاتيح بجانب الباب، الرمز %s. أعد المفاتيح بعد الانتهاء.", code)
	default:
		t = fmt.Sprintf("Out-of-hours access for the M&E commissioning team:\n1. Gate 3 (Harrow Rd side)\n2. Key safe on the welfare cabin, code %s\n3. Sign in on the board, sign out when leaving.", code)
	}
	return hcnS("key-safe-code", pick([]string{"note", "mail"}), t, hcnL(code))
}

func hcnAlarm() Sample {
	code := hcnPin(pick([]int{4, 6}))
	proj := hcnProject("en")
	text := fmt.Sprintf("Handover – %s, site office\n\nAlarm panel is behind the door (Texecom). To disarm: enter %s then press ENT. You have 30s.\nKeyholder: %s, %s\nFire assembly point: car park B.",
		proj, code, hcnName("en"), "07"+rnd(digits, 3)+" "+rnd(digits, 6))
	return hcnS("alarm-code", "handover", text, hcnL(code))
}

func hcnPlotter() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	model := pick([]string{"HP DesignJet T1700", "HP DesignJet T830", "Canon imagePROGRAF TM-300", "Canon TX-4100", "Epson SureColor T5700"})
	text := fmt.Sprintf("%s (A0, 2nd floor print room)\nEWS: https://%s\nAdmin password: %s\nAccounting is enabled – jobs are billed to the job number you type in the driver.", model, ip, pw)
	return hcnS("plotter-admin-password", "wiki", text, hcnL(pw), ip)
}

func hcnPlotterFr() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	text := fmt.Sprintf("Ticket #%d – Traceur A0 bloqué\n\nLe traceur de l'agence (%s) refuse les PDF de plus de 200 Mo. J'ai essayé de changer le réglage mais il faut le mot de passe administrateur. Thomas m'a dit que c'était %s mais ça ne marche pas sur la page web.\n\nMerci d'avance, %s",
		hcnN(3000, 9999), ip, pw, hcnName("fr"))
	return hcnS("plotter-admin-password", "ticket", text, hcnL(pw), ip)
}

func hcnWifi() Sample {
	ssid := hcnSSID()
	key := hcnPw()
	text := pick([]string{
		"Welcome to site! Wi-Fi in the welfare cabin: %s, key %s. Please don't stream on it, it's 4G.",
		"Site office Wi-Fi\nNetwork: %s\nPassword: %s\n(printed copy on the noticeboard is out of date)",
		"WiFi base vie : %s / clé WPA2 : %s",
	})
	text = fmt.Sprintf(text, ssid, key)
	return hcnS("wifi-key", pick([]string{"chat", "note"}), text, hcnL(key), ssid)
}

func hcnWifiAr() Sample {
	ssid := hcnSSID()
	key := hcnPw()
	text := fmt.Sprintf("شبكة الواي فاي في مكتب الموقع:\nالاسم: %s\nكلمة السر: %s\nللضيوف استخدموا شبكة GUEST بدون كلمة سر.", ssid, key)
	return hcnS("wifi-key", "note", text, hcnL(key), ssid)
}

func hcnSiteInduction() Sample {
	code := hcnPin(4)
	key := hcnPw()
	ssid := hcnSSID()
	text := fmt.Sprintf("SITE INDUCTION – DAY 1 CHECKLIST\n[x] PPE issued\n[x] CSCS card checked\n[ ] Toolbox talk signed\nUseful info:\n- Drying room padlock: %s\n- Wi-Fi %s, password %s\n- First aider: %s",
		code, ssid, key, hcnName("en"))
	return hcnS("padlock-code", "note", text, hcnL(code, key), ssid)
}

func hcnRouterCfg() Sample {
	pw := hcnPw()
	psk := hcnPw()
	ssid := hcnSSID()
	text := fmt.Sprintf("# Teltonika RUT950 – site cabin 4G router\nconfig system\n\toption hostname '%s'\nconfig user 'admin'\n\toption password '%s'\nconfig wifi-iface 'default_radio0'\n\toption ssid '%s'\n\toption encryption 'psk2'\n\toption key '%s'\n",
		strings.ToLower(strings.TrimRight(ssid, "-_")), pw, ssid, psk)
	return hcnS("wifi-key", "config", text, hcnL(pw, psk), ssid)
}
