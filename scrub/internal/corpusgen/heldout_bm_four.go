package main

// heldout_bm_four.go: a username and a password written together, and a key wrapped over two lines.

import "strings"

// hbmLoginPairAll: every way people write a login and its password together.
func hbmLoginPairAll() []Sample {
	var out []Sample
	for i := 0; i < 40; i++ {
		u := hbmUser()
		p := hbmPw()
		if i%3 == 0 {
			u = hbmP("admin", "Admin", "root", "user", "freebox", "supervisor")
		}
		dev := hbmP("routeur", "box Orange", "Freebox", "NAS Synology", "switch du 1er", "router", "imprimante Canon", "centralino", "firewall Stormshield")
		var text, format string
		var keep []string
		switch i % 22 {
		case 0:
			format = "chat"
			text = "router login " + u + " / " + p
		case 1:
			format = "chat"
			text = hbmP("login is ", "le login c'est ", "il login è ", "login-ul e ") + u + " / " + p
		case 2:
			format = "yaml"
			l := "  ip: 192.168.1." + hbmR(digits, 2)
			text = strings.ReplaceAll(dev, " ", "_") + ":\n" + l + "\n  login: " + u + " / " + p
			keep = []string{l}
		case 3:
			format = "chat"
			text = "Identifiant : " + u + " / mot de passe : " + p
		case 4:
			format = "notes"
			l := "Accès " + dev + " (http://192.168.1.1) :"
			text = l + "\n" + u + " / " + p + "\nNe pas changer la config DHCP."
			keep = []string{"Ne pas changer la config DHCP."}
		case 5:
			format = "chat"
			text = "user: " + u + "  pass: " + p
		case 6:
			format = "chat"
			pp := hbmRandPwNoColon()
			p = pp
			text = hbmP("les identifiants c'est ", "credenziali: ", "datele de logare: ", "les creds : ") + u + ":" + p
		case 7:
			format = "chat"
			text = "per il portale usa utente " + u + " e password " + p
		case 8:
			format = "chat"
			text = "utilizator: " + u + ", parolă: " + p
		case 9:
			format = "chat"
			text = "Per entrar al " + dev + ": usuari " + u + " i contrasenya " + p
		case 10:
			format = "markdown-table"
			l := "| Messagerie | " + hbmName() + " | voir coffre-fort |"
			text = "| Service | Login | Mot de passe |\n|---|---|---|\n| " + dev + " | " + u + " | " + p + " |\n" + l
			keep = []string{l}
		case 11:
			format = "csv"
			pp := hbmRandPwNoComma()
			p = pp
			text = "service,login,password\n" + strings.ReplaceAll(dev, " ", "-") + "," + u + "," + p + "\nintranet," + hbmUser() + ",(SSO)"
		case 12:
			format = "chat"
			text = "connecte-toi avec " + u + " et " + p + ", puis change-le stp"
		case 13:
			format = "email"
			text = "Bonjour " + hbmP(hbmFirst...) + ",\n\nVoici vos accès au " + dev + " :\nLogin : " + u + "\nMot de passe : " + p + "\n\nBonne journée,\nLe support"
			keep = []string{"Bonne journée,"}
		case 14:
			format = "chat"
			text = "(" + u + " / " + p + ") pour le " + dev
		case 15:
			format = "notes"
			text = dev + " -> " + u + " // " + p
		case 16:
			format = "chat"
			text = "compte: " + u + ", mdp: " + p
		case 17:
			format = "ticket"
			text = "Le technicien a laissé le " + dev + " avec " + u + "/" + hbmPwNoSlash(&p) + " — à changer avant la rentrée."
		case 18:
			format = "yaml"
			text = "- nom: " + dev + "\n  identifiants: \"" + u + " / " + p + "\"\n  remarque: accès distant coupé"
			keep = []string{"  remarque: accès distant coupé"}
		case 19:
			format = "chat"
			text = "SPID della segreteria: utente " + u + " pwd " + p
		case 20:
			format = "chat"
			text = "Doctolib pro du cabinet : " + u + " — " + p
		default:
			format = "chat"
			text = hbmP("Contul de admin: ", "Cont: ", "Usuari/contrasenya: ") + u + " | " + p
		}
		out = append(out, hbmS("password-login-pair", format, text, hbmSec(p), keep...))
	}
	return out
}

// hbmRandPwNoColon is a password without a colon.
func hbmRandPwNoColon() string {
	for {
		p := hbmPw()
		if !strings.ContainsAny(p, ":@ ") {
			return p
		}
	}
}

// hbmRandPwNoComma is a password without a comma or quote.
func hbmRandPwNoComma() string {
	for {
		p := hbmPw()
		if !strings.ContainsAny(p, ",\"") {
			return p
		}
	}
}

// hbmPwNoSlash returns *p, first redrawn until it has no slash.
func hbmPwNoSlash(p *string) string {
	for strings.Contains(*p, "/") {
		*p = hbmPw()
	}
	return *p
}

// hbmLongToken is a long vendor token good for wrapping.
func hbmLongToken() string {
	switch rng.IntN(8) {
	case 0:
		return "ghp_" + hbmR(alnum, 36)
	case 1:
		return "sk_live_51" + hbmR(alnum, 97)
	case 2:
		return "sk-proj-" + hbmR(b64url, 120)
	case 3:
		return "xoxb-" + hbmDigits(12) + "-" + hbmDigits(13) + "-" + hbmR(alnum, 24)
	case 4:
		return "SG." + hbmR(b64url, 22) + "." + hbmR(b64url, 43)
	case 5:
		return "glpat-" + hbmR(b64url, 20)
	case 6:
		return "github_pat_11" + hbmR(upper+digits, 20) + "_" + hbmR(alnum, 59)
	}
	return hbmR(hexs, 64)
}

// hbmSplitAll: a key wrapped over two lines, the second line alone random-looking.
func hbmSplitAll() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		t := hbmLongToken()
		cut := len(t)/2 + hbmN(-4, 4)
		if len(t) < 45 {
			cut = len(t) - 16 - rng.IntN(4)
		}
		a, b := t[:cut], t[cut:]
		var text, format string
		var keep []string
		switch i % 10 {
		case 0:
			format = "chat"
			text = hbmP("la clé est coupée en deux par Teams, recolle-la :\n", "la chiave è andata a capo:\n", "cheia s-a rupt pe două rânduri:\n") + a + "\n" + b
		case 1:
			format = "notes"
			l := "Fournisseur : " + hbmTokVendor(t)
			text = l + "\nClé API :\n  " + a + "\n  " + b + "\nÀ renouveler le " + hbmDateFR()
			keep = []string{l}
		case 2:
			format = "log"
			pre := "2024-0" + hbmR("123456789", 1) + "-1" + hbmR(digits, 1) + "T09:1" + hbmR(digits, 1) + ":00Z WARN client: retry with api_key="
			text = pre + a + "\n" + b + "\n2024-03-1" + hbmR(digits, 1) + "T09:12:01Z INFO client: ok"
		case 3:
			format = "email"
			text = "Bonjour,\n\nvoici le jeton demandé (attention au retour à la ligne) :\n\n" + a + "\n" + b + "\n\nCordialement"
			keep = []string{"Cordialement"}
		case 4:
			format = "shell"
			text = "$ curl -H \"Authorization: Bearer " + a + "\\\n" + b + "\" https://api.example.com/v1/me"
		case 5:
			format = "chat"
			text = "token: " + a + "\n" + b + "\n(deux lignes, sans espace)"
		case 6:
			format = "ticket"
			l := "Poste : PC-ACCUEIL-0" + hbmR(digits, 1)
			text = l + "\nLa variable d'environnement contient\n" + a + "\n" + b + "\net l'appli répond 401."
			keep = []string{l}
		case 7:
			format = "chat"
			text = "Clau de l'API (partida en dues línies):\n" + a + "\n" + b
		case 8:
			format = "log"
			text = "[" + hbmDateFR() + " 08:30] config: key=" + a + "\n                       " + b
		default:
			format = "notes"
			text = "Compte " + hbmUser() + "\n> " + a + "\n> " + b
		}
		out = append(out, hbmS("split-key", format, text, hbmSec(a, b), keep...))
	}
	return out
}

// hbmTokVendor names the vendor of a token drawn by hbmLongToken.
func hbmTokVendor(t string) string {
	for _, v := range [][2]string{{"ghp_", "GitHub"}, {"github_pat_", "GitHub"}, {"sk_live_", "Stripe"}, {"sk-proj-", "OpenAI"},
		{"xoxb-", "Slack"}, {"SG.", "SendGrid"}, {"glpat-", "GitLab"}} {
		if strings.HasPrefix(t, v[0]) {
			return v[1]
		}
	}
	return hbmP("logiciel de paie", "portail famille", "prestataire SMS")
}
