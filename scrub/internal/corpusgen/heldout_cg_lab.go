package main

import (
	"fmt"
	"strings"
)

// Instrument PCs, door/safe/alarm codes, Wi-Fi, lab wiki and mailing lists, in English, French
// and Chinese.

func hcgInstrument() string {
	return hcgP("confocal LSM 880", "Orbitrap Exploris", "cryo-EM Glacios", "NMR 600 MHz", "FACS Aria",
		"plate reader Tecan", "qPCR QuantStudio", "AFM Bruker", "spectro Raman", "Krios", "slide scanner")
}

func hcgRoom() string {
	return hcgP("B", "C", "A", "D") + fmt.Sprint(hcgN(1, 4)) + fmt.Sprintf("%02d", hcgN(1, 40))
}

func hcgLabGens() []hcgGen {
	return []hcgGen{
		{6, func() Sample {
			ins, acc, pw := hcgInstrument(), hcgP("microscopy", "user", "manip", "operator", "Acq"), hcgPw()
			t := fmt.Sprintf("# %s\n\n**Room:** %s  \n**Responsible:** %s\n\n## Booking\nBook on the platform calendar, max 4 h per slot.\n\n## Acquisition PC\n- Windows account: `%s`\n- Password: `%s`\n- Save data to D:\\Data\\<your name>, never to the desktop.\n",
				ins, hcgRoom(), hcgFirst()+" "+strings.ToUpper(hcgP(hcgLasts...)), acc, pw)
			return hcgS("instrument-pc-password", "wiki", t, []string{pw}, acc)
		}},
		{5, func() Sample {
			ins, pw := hcgInstrument(), hcgPw()
			t := fmt.Sprintf("Bonjour à tous,\n\nSuite à la mise à jour Windows, le mot de passe du PC du %s a changé. Nouveau mot de passe : %s\nMerci de ne pas l'écrire sur un post-it collé à l'écran cette fois...\n\n%s\nPlateforme %s",
				ins, pw, hcgFirst(), hcgLabName())
			return hcgS("instrument-pc-password", "mail", t, []string{pw})
		}},
		{5, func() Sample {
			ins, pw := hcgInstrument(), hcgPw()
			u := hcgP("admin", "Administrator", "service", "bruker", "zeiss")
			t := fmt.Sprintf("%s 仪器电脑\n账号：%s\n密码：%s\n用完记得登出，数据拷到 NAS 上，不要用 U 盘。", ins, u, pw)
			return hcgS("instrument-pc-password", "chat", t, []string{pw}, u)
		}},
		{6, func() Sample {
			code := hcgPIN(hcgN(4, 6))
			t := fmt.Sprintf("%s: %s\n%s: %s %s%s",
				hcgFirst(), hcgP("what's the code for the cold room again?", "anyone know the cleanroom door code? badge reader is down", "I'm locked out of the animal facility airlock"),
				hcgFirst(), hcgP("it's", "code is", "try"), code, hcgP("#", "", " then the green button", ", changes next month"))
			return hcgS("door-code", "chat", t, []string{code})
		}},
		{5, func() Sample {
			code := hcgPIN(hcgN(4, 6))
			t := fmt.Sprintf("Info pratique : le code de la porte de %s (%s) est %s%s. Il change tous les trimestres, ne le donnez pas aux visiteurs.",
				hcgP("l'animalerie", "la salle blanche", "la salle de culture L2", "la pièce froide"), hcgRoom(), code, hcgP("", "#", "*"))
			return hcgS("door-code", "mail", t, []string{code})
		}},
		{5, func() Sample {
			code := hcgPIN(hcgN(4, 6))
			t := fmt.Sprintf("%s门禁密码改了，新的是 %s%s，%s",
				hcgP("P2 实验室", "细胞房", "冷库", "动物房", "洁净室"), code, hcgP("", "#"), hcgP("别发到大群里", "周末进出用这个", "刷卡坏了先用密码"))
			return hcgS("door-code", "chat", t, []string{code})
		}},
		{5, func() Sample {
			code := hcgPIN(hcgN(4, 8))
			what := hcgP("controlled-substances safe (ketamine etc.)", "radioactive sources cabinet", "key safe next to the NMR", "drug cabinet in the animal facility")
			t := fmt.Sprintf("Handover notes for %s (%s)\n\n- Orders: use the new purchasing portal, PO numbers start with 45.\n- Liquid nitrogen delivery is on Tuesdays.\n- The %s combination is %s. Log every opening in the binder.\n- Waste pickup: first Monday of the month.",
				hcgFirst(), hcgDate(), what, code)
			return hcgS("safe-code", "note", t, []string{code})
		}},
		{4, func() Sample {
			code := hcgPIN(hcgN(4, 6))
			t := fmt.Sprintf("If you work late: the building alarm arms at %s. To disarm at the panel by the %s entrance, enter %s and press OFF. Call security on ext. %d if it goes off anyway.",
				hcgP("20:00", "21:00", "22:00"), hcgP("north", "south", "loading dock"), code, hcgN(2000, 7999))
			return hcgS("alarm-code", "wiki", t, []string{code})
		}},
		{4, func() Sample {
			c := fmt.Sprintf("%02d-%02d-%02d", hcgN(0, 39), hcgN(0, 39), hcgN(0, 39))
			t := fmt.Sprintf("Casier n°%d au vestiaire du %s : cadenas à code, combinaison %s. Les blouses propres sont dedans.",
				hcgN(1, 60), hcgP("RDC", "2e étage", "bâtiment C"), c)
			return hcgS("locker-code", "chat", t, []string{c})
		}},
		{5, func() Sample {
			ssid := hcgP("LAB-GUEST", "Labo-Instruments", "IPN-Manips", "BioLab_IoT", "Platform-5G")
			k := hcgPw()
			t := fmt.Sprintf("Wi-Fi for the instrument tablets / sensors (not eduroam):\nSSID: %s\nWPA2 key: %s\nPlease don't connect personal phones to it.", ssid, k)
			return hcgS("wifi-key", "note", t, []string{k}, ssid)
		}},
		{4, func() Sample {
			ssid := hcgP("Labo-Invites", "EQUIPE-BIO", "Salle-Manip")
			k := hcgPw()
			t := fmt.Sprintf("Pour les stagiaires : le wifi %s, clé WPA : %s — eduroam marche aussi avec vos identifiants de l'université.", ssid, k)
			return hcgS("wifi-key", "chat", t, []string{k}, ssid)
		}},
		{4, func() Sample {
			ssid := hcgP("Lab-2.4G", "ZJU-Lab", "课题组WiFi", "Lab503")
			k := hcgPw()
			t := fmt.Sprintf("实验室 wifi：%s，密码 %s，新同学进群后自己连一下。", ssid, k)
			return hcgS("wifi-key", "chat", t, []string{k}, ssid)
		}},
		{6, func() Sample {
			u, h, pw := hcgUser(), hcgHost(), hcgPw()
			t := fmt.Sprintf("【集群使用说明】\n登录节点：%s\n账号：%s\n初始密码：%s\n请第一次登录后用 passwd 修改密码，作业请用 sbatch 提交，不要在登录节点跑计算。", h, u, pw)
			return hcgS("cluster-password", "wiki", t, []string{pw}, u, h)
		}},
		{5, func() Sample {
			u, pw := hcgUser(), hcgPw()
			t := fmt.Sprintf("%s: shi xiong, fuwuqi mima shi duoshao a?\n%s: %s@%s, mima %s, bie wai chuan",
				hcgP("xiaoli", "zhangsan", "wangwu"), hcgP("laoshi", "shixiong", "dashixiong"), u, hcgP("gpu01", "node3", "222.195."+fmt.Sprint(hcgN(1, 254))+"."+fmt.Sprint(hcgN(1, 254))), pw)
			return hcgS("server-password", "chat", t, []string{pw}, u)
		}},
		{5, func() Sample {
			u, pw := hcgUser(), hcgPw()
			t := fmt.Sprintf("师兄，学校 VPN 我登不上，用的是 %s / %s，是不是要先在 %s 上激活？", u, pw, "vpn."+hcgDomain())
			return hcgS("vpn-password", "chat", t, []string{pw}, u)
		}},
		{5, func() Sample {
			pw, u := hcgPw(), hcgP("admin", "labadmin", "equipe")
			t := fmt.Sprintf("Subject: [%s-list] NAS de l'équipe migré\n\nSalut,\n\nLe NAS est migré sur le nouveau Synology (nas.%s). Identifiant %s, nouveau mdp : %s\nL'ancien sera éteint vendredi, récupérez vos fichiers d'ici là.\n\n-- \n%s",
				hcgP("labo", "equipe", "bioinfo"), hcgDomain(), u, pw, hcgFirst())
			return hcgS("nas-password", "mail", t, []string{pw}, u)
		}},
		{5, func() Sample {
			a1, a2 := hcgPw(), hcgPw()
			t := fmt.Sprintf("Meeting notes – lab meeting %s\n\nPresent: %s, %s, %s\n\n1. Beamtime report: %s\n2. IT: %s changed the password of the shared lab Gmail (used for vendor accounts) to %s. The Zotero group login is unchanged, password %s.\n3. Next journal club: %s presents.",
				hcgDate(), hcgFirst(), hcgFirst(), hcgFirst(), hcgP("good data on 3 of 5 samples", "detector issue on day 2"), hcgFirst(), a1, a2, hcgFirst())
			return hcgS("shared-passwords", "notes", t, []string{a1, a2})
		}},
		{4, func() Sample {
			pw, u := hcgUrlPw(), hcgP("lims", "labapp", "elabftw")
			host := "db." + hcgDomain()
			t := fmt.Sprintf("[database]\nurl = \"postgresql://%s:%s@%s:5432/%s\"\npool_size = %d\n\n[storage]\nroot = \"/data/lims/attachments\"", u, pw, host, u, hcgN(2, 20))
			return hcgS("db-password", "toml", t, []string{pw}, host)
		}},
		{4, func() Sample {
			pw := hcgPw()
			t := fmt.Sprintf("[general]\nsite = %s\nlogger_ids = %s\n\n[smtp]\nserver = smtp.%s\nport = 587\nuser = freezer-alarms@%s\npassword = %s\nrecipients = %s@%s",
				hcgLabName(), rnd(digits, 6)+","+rnd(digits, 6), hcgDomain(), hcgDomain(), pw, hcgUser(), hcgDomain())
			return hcgS("smtp-password", "ini", "# config.ini for the -80 °C monitoring script\n"+t, []string{pw})
		}},
		{4, func() Sample {
			ins, pw := hcgInstrument(), hcgPw()
			t := fmt.Sprintf("Ticket #%d – %s software won't start\n\nReporter: %s\nAfter the vendor visit the service engineer left the admin login on a sticky note: the Windows admin password is %s. We need IT to reset it and put it in the team vault.\nStatus: open",
				hcgN(10000, 99999), ins, hcgUser(), pw)
			return hcgS("instrument-pc-password", "ticket", t, []string{pw})
		}},
		{4, func() Sample {
			pw := hcgPw()
			t := fmt.Sprintf("Bonjour %s,\n\nBienvenue dans l'équipe ! Pour réserver les appareils, connecte-toi sur https://booking.%s avec ton compte. Pour le PC de la %s, le compte commun est « manip » et le mot de passe est %s.\n\nÀ lundi,\n%s",
				hcgFirst(), hcgDomain(), hcgP("salle de microscopie", "salle RMN", "plateforme spectro"), pw, hcgFirst())
			return hcgS("instrument-pc-password", "mail", t, []string{pw})
		}},
		{4, func() Sample {
			pw := hcgPw()
			t := fmt.Sprintf("组会记录 %s\n1. %s 汇报了最新的 MD 结果\n2. 共享 Gmail 邮箱密码改为 %s（用于买试剂的账号）\n3. 下周五交中期报告", hcgDate(), hcgP("张", "王", "刘", "陈")+hcgP("同学", "博士"), pw)
			return hcgS("shared-passwords", "notes", t, []string{pw})
		}},
		{4, func() Sample {
			pin := hcgPIN(4)
			t := fmt.Sprintf("%s: the printer in %s asks for a PIN for the lab account\n%s: %s", hcgFirst(), hcgRoom(), hcgFirst(), pin)
			return hcgS("pin", "chat", t, []string{pin})
		}},
		{4, func() Sample {
			pw, u := hcgPw(), hcgUser()
			t := fmt.Sprintf("sample_id,instrument,operator,notes\n%s,%s,%s,ok\n%s,%s,%s,\"acq PC locked, used %s's login (pw %s) to save\"",
				"S"+rnd(digits, 5), hcgInstrument(), hcgUser(), "S"+rnd(digits, 5), hcgInstrument(), hcgUser(), u, pw)
			return hcgS("instrument-pc-password", "csv", t, []string{pw}, u)
		}},
	}
}
