package main

import (
	"fmt"
	"strings"
)

// Traps on the lab side: instrument PCs, doors, Wi-Fi, orders, sample sheets; in English, French
// and Chinese.

func hcgTrap2Gens() []hcgGen {
	return []hcgGen{
		{6, func() Sample {
			ins := hcgInstrument()
			t := fmt.Sprintf("# %s\n\n**Room:** %s\n\n## Acquisition PC\n- Windows account: `%s`\n- Password: in the platform KeePass (entry \"%s\"), ask %s for access\n- Save data to D:\\Data\\<your name>\n",
				ins, hcgRoom(), hcgP("microscopy", "user", "manip"), ins, hcgFirst())
			return hcgT("trap-password-ref", "wiki", t)
		}},
		{6, func() Sample {
			t := fmt.Sprintf("%s : le mot de passe du PC du %s est %s. Demande à %s si tu ne l'as pas.",
				hcgFirst(), hcgInstrument(), hcgP("dans le KeePass de l'équipe", "sur la fiche plastifiée dans le tiroir du bureau de la plateforme", "le même que celui du compte de réservation", "à changer à ta première connexion"), hcgFirst())
			return hcgT("trap-password-ref", "chat", t)
		}},
		{6, func() Sample {
			t := fmt.Sprintf("%s", hcgP("密码已经发到你的学校邮箱了，注意查收。", "服务器账号就是你的学号，密码是统一身份认证的密码。", "仪器电脑的密码在群公告里，自己看一下。", "新同学的集群账号我下午统一开，密码会短信发给你们。", "门禁现在刷校园卡就行，不用密码了。"))
			return hcgT("trap-password-ref", "chat", t)
		}},
		{6, func() Sample {
			var rows []string
			rows = append(rows, "hostname,ip,mac,os,serial,owner")
			for i := 0; i < hcgN(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s-pc%02d,10.%d.%d.%d,%s,%s,%s,%s", hcgP("conf", "nmr", "facs", "ms", "afm"), hcgN(1, 20), hcgN(0, 50), hcgN(0, 255), hcgN(2, 250),
					strings.ToUpper(rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)), hcgP("Win10 LTSC", "Win11", "Ubuntu 22.04"), rnd(upper+digits, 10), hcgUser()))
			}
			return hcgT("trap-inventory", "csv", "# instrument PCs inventory (passwords: see vault)\n"+strings.Join(rows, "\n"))
		}},
		{6, func() Sample {
			room := hcgRoom()
			t := fmt.Sprintf("%s: what's the code for %s?\n%s: there's no code any more, it's badge-only since %s. If your badge doesn't work, e-mail %s with your badge number.",
				hcgFirst(), room, hcgFirst(), hcgP("January", "the renovation", "last week"), "access@"+hcgDomain())
			return hcgT("trap-door-talk", "chat", t, room)
		}},
		{5, func() Sample {
			room, h0 := hcgRoom(), hcgN(8, 16)
			t := fmt.Sprintf("La salle %s est réservée le %s de %s à %s (réunion ANR). Téléphone de la plateforme : 04 %02d %02d %02d %02d.",
				room, hcgFrDate(), fmt.Sprintf("%dh", h0), fmt.Sprintf("%dh30", h0+hcgN(1, 3)), hcgN(10, 99), hcgN(10, 99), hcgN(10, 99), hcgN(10, 99))
			return hcgT("trap-room-phone", "mail", t, room)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("Wi-Fi: use eduroam with your institutional login (%s@%s) and your usual university password. Visitors: ask reception for a guest voucher, we don't have a lab Wi-Fi key any more.", hcgUser(), hcgDomain())
			return hcgT("trap-wifi-talk", "wiki", t)
		}},
		{5, func() Sample {
			po := "45" + rnd(digits, 8)
			iban := "FR76 " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 3)
			t := fmt.Sprintf("Commande %s – %s (devis n° Q-%s)\nMontant : %d,%02d € HT\nFournisseur : %s, IBAN %s\nFacture n° F%s à envoyer au service financier.",
				po, hcgP("objectif 63x huile", "pompe turbo", "sonde cryo", "kit RNeasy x50"), rnd(digits, 6), hcgN(200, 90000), hcgN(0, 99), hcgP("Zeiss", "Bruker", "Qiagen", "Thermo"), iban, rnd(digits, 7))
			return hcgT("trap-order-iban", "mail", t, po, iban)
		}},
		{5, func() Sample {
			var rows []string
			rows = append(rows, "Sample_ID,Sample_Name,index,index2,Project")
			proj := hcgProject()
			for i := 0; i < hcgN(3, 6); i++ {
				rows = append(rows, fmt.Sprintf("S%03d,%s_%s,%s,%s,%s", i+1, hcgP("WT", "KO", "ctrl", "treated"), rnd(digits, 2), rnd("ACGT", 8), rnd("ACGT", 8), proj))
			}
			return hcgT("trap-sample-sheet", "csv", "[Data]\n"+strings.Join(rows, "\n"), proj)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("Accession numbers for the paper: BioProject PRJNA%d, SRA SRR%d–SRR%d, GEO GSE%d, PDB %s, EMDB EMD-%d.",
				hcgN(100000, 999999), hcgN(10000000, 29999999), hcgN(30000000, 39999999), hcgN(100000, 299999), fmt.Sprint(hcgN(1, 9))+strings.ToUpper(rnd(lower+digits, 3)), hcgN(10000, 49999))
			return hcgT("trap-accessions", "chat", t)
		}},
		{5, func() Sample {
			pk := "pk_live_" + rnd(alnum, 24)
			t := fmt.Sprintf("// registration page for the %s workshop\nconst stripe = Stripe('%s');  // publishable key, fine in the browser\nconst fee = { student: %d, academic: %d };",
				hcgP("cryo-EM", "HPC summer school", "single-cell"), pk, hcgN(50, 150), hcgN(150, 400))
			return hcgT("trap-publishable-key", "js", t, pk)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("Lab meeting %s\n- %s: we should rotate the W&B and HF tokens every term, and stop pasting them in the chat.\n- Action: %s to move all cluster secrets to Vault (path secret/lab/*) by %s.\n- Reminder: the NAS admin password was changed, ask %s in person.",
				hcgDate(), hcgFirst(), hcgFirst(), hcgDate(), hcgFirst())
			return hcgT("trap-secret-talk", "notes", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("plot:\n  palette: [\"#%s\", \"#%s\", \"#%s\"]\n  dpi: %d\n  font: %s\nversions:\n  numpy: 1.%d.%d\n  matplotlib: 3.%d.%d\n  pipeline: v%d.%d.%d-%s",
				rnd(hexs, 6), rnd(hexs, 6), rnd(hexs, 6), hcgPn(150, 300, 600), hcgP("DejaVu Sans", "Helvetica"), hcgN(24, 26), hcgN(0, 5), hcgN(7, 9), hcgN(0, 5), hcgN(0, 3), hcgN(0, 20), hcgN(0, 9), rnd(hexs, 7))
			return hcgT("trap-colours-versions", "yaml", t)
		}},
		{5, func() Sample {
			b := "iVBORw0KGgoAAAANSUhEUgAA" + rnd(alnum+"+/", hcgN(80, 160)) + "=="
			t := fmt.Sprintf("{\n \"output_type\": \"display_data\",\n \"data\": {\n  \"image/png\": \"%s\",\n  \"text/plain\": \"<Figure size 640x480 with 1 Axes>\"\n }\n}", b)
			return hcgT("trap-base64-image", "json", t)
		}},
		{5, func() Sample {
			u := hcgUUID()
			t := fmt.Sprintf("%s INFO acquisition started run_uuid=%s plate=%s well=%s%d exposure=%dms\n%s INFO acquisition finished run_uuid=%s frames=%d",
				hcgClock(), u, "P"+rnd(digits, 6), hcgP("A", "B", "C", "D"), hcgN(1, 12), hcgN(5, 500), hcgClock(), u, hcgN(10, 5000))
			return hcgT("trap-uuid", "log", t, u)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("Bonjour,\n\nVotre compte sur le mésocentre a été créé (identifiant : %s). Vous allez recevoir un second e-mail avec un lien pour définir votre mot de passe. Le mot de passe doit contenir au moins %d caractères.\n\nL'équipe calcul", hcgUser(), hcgPn(12, 14))
			return hcgT("trap-password-talk", "mail", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("【通知】集群账号密码每 %d 天需要修改一次，密码至少 %d 位，包含大小写字母和数字。忘记密码请到 https://account.%s 自助重置，不要在群里发密码。", hcgPn(90, 180), hcgPn(10, 12), hcgDomain())
			return hcgT("trap-password-talk", "chat", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf("[smtp]\nserver = smtp.%s\nport = 587\nuser = freezer-alarms@%s\npassword = ********\n; real value is in /etc/freezer/secret.ini (root only)", hcgDomain(), hcgDomain())
			return hcgT("trap-masked-password", "ini", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf("DATABASE_URL=postgresql://%s:${LIMS_DB_PASSWORD}@db.%s:5432/lims\nREDIS_URL=redis://cache.%s:6379/0", hcgP("lims", "labapp"), hcgDomain(), hcgDomain())
			return hcgT("trap-secret-ref", "env", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf("%s: 师兄，wandb 的 key 在哪？\n%s: 自己去 https://wandb.ai/authorize 复制你自己的，别用别人的。", hcgP("xiaoli", "小王", "学妹"), hcgP("shixiong", "师兄"))
			return hcgT("trap-secret-talk", "chat", t)
		}},
		{4, func() Sample {
			sn := rnd(upper+digits, 12)
			t := fmt.Sprintf("Service report: %s, serial number %s, firmware %d.%d.%d. Replaced the %s. Next maintenance %s.", hcgInstrument(), sn, hcgN(1, 9), hcgN(0, 20), hcgN(0, 99), hcgP("laser module", "detector", "vacuum pump"), hcgDate())
			return hcgT("trap-serial-number", "ticket", t, sn)
		}},
		{4, func() Sample {
			t := fmt.Sprintf("Tracking for the dry-shipper to the synchrotron: %s %s, tracking no. %s%s. Dewar ID %s.", hcgP("FedEx", "DHL", "UPS"), hcgP("Priority", "Express"), hcgP("1Z", "JD0", ""), rnd(upper+digits, 16), "DW-"+rnd(digits, 4))
			return hcgT("trap-tracking", "mail", t)
		}},
	}
}
