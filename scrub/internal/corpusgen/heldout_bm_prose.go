package main

// heldout_bm_prose.go: passwords, codes and seeds written in sentences, mostly in French,
// Italian, Romanian and Catalan, about local services.

import "strings"

// hbmProseAll gathers the prose generators.
func hbmProseAll() []Sample {
	var out []Sample
	out = append(out, hbmPwProse()...)
	out = append(out, hbmWifi()...)
	out = append(out, hbmCodes()...)
	out = append(out, hbmTotpRecovery()...)
	return out
}

// hbmPwProse: a password in a sentence, in many grammars.
func hbmPwProse() []Sample {
	frames := []string{
		"Le mot de passe de la boîte mail du secrétariat est %s",
		"mdp impots.gouv de la mairie : %s",
		"Pour FranceConnect passe par impots.gouv, le mot de passe est %s (numéro fiscal dans le classeur).",
		"Ameli pro : le mdp a été changé en %s ce matin.",
		"nouveau mdp du compte Orange : %s",
		"J'ai réinitialisé ton mot de passe, le provisoire c'est %s",
		"La password della PEC Aruba è %s",
		"pwd nuova per PagoPA: %s — non girarla per mail",
		"La parola d'ordine per il gestionale è %s",
		"ti ho cambiato la password in %s, al primo accesso te la chiede di nuovo",
		"Parola pentru ANAF SPV este %s",
		"parola noua la contul de e-mail al școlii: %s",
		"Am schimbat parola de la router în %s",
		"La contrasenya del correu de l'ajuntament és %s",
		"contrasenya nova del wifi de l'escola? no, la del Moodle: %s",
		"The password for the shared drive is %s",
		"pw is %s btw",
		"Mot de passe : %s",
		"Password: %s",
		"Parolă: %s",
		"contrasenya del TPV: %s",
		"mdp=%s",
		"le code pour déverrouiller le coffre KeePass : %s",
		"Il PIN della CIE è a parte, la password dell'app IO invece è %s",
	}
	var out []Sample
	for i := 0; i < 42; i++ {
		p := hbmPw()
		if i%4 == 0 {
			p = hbmHumanPw()
		}
		f := frames[i%len(frames)]
		lang := []int{0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 0, 1, 0, 4, 2, 3, 0, 0, 1}[i%len(frames)]
		if lang == 4 {
			lang = rng.IntN(4)
		}
		text := strings.Replace(f, "%s", p, 1)
		format := "chat"
		var keep []string
		if i%3 == 1 {
			format = "notes"
			pre := []string{"Compte rendu du ", "Appunti riunione ", "Note ședință ", "Acta de la reunió "}[lang] + hbmDateFR()
			post := []string{"Prochaine réunion mardi.", "Prossima riunione giovedì.", "Următoarea ședință luni.", "Propera reunió dijous."}[lang]
			text = pre + "\n- " + text + "\n- " + post
			keep = []string{post}
		} else if i%3 == 2 {
			format = "email"
			text = []string{hbmP("Bonjour Madame,", "Bonjour à tous,", "Salut,"), "Buongiorno,", "Bună ziua,", "Bon dia,"}[lang] + "\n\n" + text + "\n\n" + hbmName()
		}
		out = append(out, hbmS("password-prose", format, text, hbmSec(p), keep...))
	}
	return out
}

// hbmWifi: Wi-Fi keys.
func hbmWifi() []Sample {
	var out []Sample
	for i := 0; i < 22; i++ {
		ssid := hbmP("Livebox-", "Freebox-", "SFR_", "Bbox-", "TIM-", "FASTWEB-", "DIGI-", "Vodafone-") + hbmR(upper+digits, 4)
		k := hbmP(hbmR("abcdef0123456789", 26), hbmR(upper+digits, 20), hbmHumanPw(), hbmR(alnum, 16))
		var text, format string
		var keep []string
		switch i % 7 {
		case 0:
			format = "chat"
			text = "Wifi invités : " + ssid + ", clé " + k
		case 1:
			format = "notes"
			l := "Salle du conseil, 2e étage"
			text = l + "\nSSID : " + ssid + "\nClé WPA2 : " + k
			keep = []string{l}
		case 2:
			format = "chat"
			text = "la password del wifi è " + k + " (rete " + ssid + ")"
		case 3:
			format = "chat"
			text = "parola de la wi-fi: " + k
		case 4:
			format = "config"
			text = "network={\n    ssid=\"" + ssid + "\"\n    psk=\"" + k + "\"\n    key_mgmt=WPA-PSK\n}"
			keep = []string{"    key_mgmt=WPA-PSK"}
		case 5:
			format = "chat"
			text = "WIFI:T:WPA;S:" + ssid + ";P:" + k + ";; ← c'est le texte du QR code affiché à l'accueil"
		default:
			format = "notes"
			text = "Xarxa: " + ssid + " · Contrasenya: " + k
		}
		out = append(out, hbmS("wifi-key", format, text, hbmSec(k), keep...))
	}
	return out
}

// hbmCodes: PINs, door codes, alarm codes, safe codes.
func hbmCodes() []Sample {
	var out []Sample
	for i := 0; i < 24; i++ {
		c := hbmR(digits, []int{4, 4, 5, 6}[rng.IntN(4)])
		if i%5 == 4 {
			c = hbmR(digits, 4) + hbmP("A", "B", "#", "*")
		}
		var text, format string
		switch i % 8 {
		case 0:
			format = "chat"
			text = "Le code de la porte de l'école est " + c
		case 1:
			format = "chat"
			text = "code alarme mairie : " + c + " (désactiver avant 7h)"
		case 2:
			format = "notes"
			text = "Gardiennage salle des fêtes\n- clés chez " + hbmName() + "\n- digicode " + c + "\n- rendre avant lundi"
		case 3:
			format = "chat"
			text = "il codice del portone è " + c
		case 4:
			format = "chat"
			text = "PIN della SIM aziendale: " + c
		case 5:
			format = "chat"
			text = "codul de la ușă e " + c + ", îl schimbăm luna viitoare"
		case 6:
			format = "chat"
			text = "El codi de l'alarma del casal és " + c
		default:
			format = "chat"
			text = "code PIN de la carte bancaire de l'asso : " + c
		}
		out = append(out, hbmS("pin-door-code", format, text, hbmSec(c)))
	}
	return out
}

// hbmTotpRecovery: TOTP seeds and recovery codes.
func hbmTotpRecovery() []Sample {
	var out []Sample
	for i := 0; i < 22; i++ {
		var text, format string
		var secs []string
		var keep []string
		switch i % 6 {
		case 0:
			seed := hbmR(b32, 32)
			format = "chat"
			text = "clé secrète 2FA (si l'appli est perdue) : " + seed
			secs = []string{seed}
		case 1:
			seed := hbmR(b32, 16)
			spaced := seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:]
			format = "notes"
			text = "Chiave di configurazione Google Authenticator:\n" + spaced + "\nAccount: " + hbmUser()
			secs = []string{spaced}
		case 2:
			seed := hbmR(b32, 32)
			format = "url"
			text = "otpauth://totp/Aruba:" + hbmUser() + "?secret=" + seed + "&issuer=Aruba"
			secs = []string{seed}
		case 3:
			var codes []string
			for j := 0; j < 5; j++ {
				codes = append(codes, hbmR("abcdef0123456789", 5)+"-"+hbmR("abcdef0123456789", 5))
			}
			format = "notes"
			l := "Codes de secours GitHub du compte de la mairie (à imprimer) :"
			text = l + "\n" + strings.Join(codes, "\n")
			secs = codes
			keep = []string{l}
		case 4:
			var codes []string
			for j := 0; j < 4; j++ {
				codes = append(codes, hbmR(digits, 4)+" "+hbmR(digits, 4))
			}
			format = "chat"
			text = "coduri de rezervă Google: " + strings.Join(codes, ", ")
			secs = codes
		default:
			rc := hbmR(upper+digits, 4) + "-" + hbmR(upper+digits, 4) + "-" + hbmR(upper+digits, 4) + "-" + hbmR(upper+digits, 4)
			format = "chat"
			text = "Codi de recuperació del compte Microsoft: " + rc
			secs = []string{rc}
		}
		out = append(out, hbmS("totp-recovery", format, text, secs, keep...))
	}
	return out
}
