package main

// heldout_bm_traps_talk.go: traps of talk about passwords with none in it, placeholders, menu
// paths, usernames alone, and code that handles passwords without holding one.

import (
	"strconv"
	"strings"
)

// hbmTrapsTalkAll: ordinary text near the words for passwords and keys.
func hbmTrapsTalkAll() []Sample {
	talk := []string{
		"La politique de mot de passe impose 12 caractères minimum, dont un chiffre et un symbole.",
		"J'ai oublié mon mot de passe impots.gouv, je passe par FranceConnect avec Ameli.",
		"Le mdp de la Livebox est sur l'étiquette sous la box, je ne l'ai pas recopié.",
		"Ne jamais envoyer de mot de passe par mail, utilisez le coffre-fort Bitwarden de la mairie.",
		"Pour réinitialiser votre identifiant, cliquez sur « Mot de passe oublié ? » en bas de la page.",
		"Code d'accès perdu : demander un nouveau courrier à l'URSSAF (délai 10 jours).",
		"La password scade ogni 90 giorni, il sistema manda un avviso una settimana prima.",
		"Ho resettato le credenziali SPID, ti arriva un SMS con il codice di attivazione.",
		"Le credenziali della PEC sono nel cassetto della segreteria, chiedi a Francesca.",
		"La parola d'ordine non va scritta sui post-it, per favore.",
		"Parola trebuie să aibă minim 10 caractere și o literă mare.",
		"Am uitat parola de la ANAF, am cerut resetare prin e-mail.",
		"Pentru token-ul de semnătură electronică sunați la furnizor.",
		"La contrasenya ha de tenir almenys 8 caràcters i no pot repetir les 5 anteriors.",
		"He canviat la contrasenya del correu, ja et diré la nova en persona.",
		"Cal activar la verificació en dos passos per a tots els comptes de l'escola.",
		"Password reset links expire after 24 hours.",
		"The API key is stored in the vault, ask Jordi for access.",
		"Rotate the Stripe keys every quarter; the last rotation was in March.",
		"mot de passe : (voir avec Sophie)",
		"mdp : idem que l'année dernière, demande à l'accueil",
		"password: stessa di prima",
		"parolă: o primești pe SMS",
		"contrasenya: la de sempre (no la poso aquí)",
		"Le jeton d'accès expire après 3600 secondes, il faut le renouveler avec le refresh token.",
		"Il token OAuth viene rigenerato automaticamente dal gestionale.",
	}
	placeholders := []string{
		"DB_PASSWORD=<votre-mot-de-passe>",
		"API_KEY=your-api-key-here",
		"password: changeme",
		"token: xxxxxxxxxxxxxxxxxxxx",
		"SECRET_KEY=${SECRET_KEY}",
		"export GITHUB_TOKEN=<your-token>",
		"mot de passe : ********",
		"password = \"\"  # à remplir en local",
		"STRIPE_SECRET_KEY=sk_live_...",
		"AWS_SECRET_ACCESS_KEY=REPLACE_ME",
		"client_secret: {{ vault_client_secret }}",
		"Authorization: Bearer <TOKEN>",
		"mysql -u root -p  (il chiede la password dopo)",
		"docker login -u deploy --password-stdin < ~/.docker_pw",
		"curl -u \"$USER:$PASS\" https://example.com/api",
		"parola: ••••••••",
		"contrasenya=XXXXXXXX",
		"DISCORD_TOKEN=   # mettre le token du bot ici",
		"\"private_key_id\": \"<id de la clé>\"",
	}
	menus := []string{
		"Admin / Paramètres / Utilisateurs",
		"Administration > Sécurité > Mots de passe",
		"Impostazioni / Account / Cambia password",
		"Setări → Cont → Schimbă parola",
		"Configuració / Usuaris / Restablir contrasenya",
		"Freebox OS > Paramètres de la Freebox > Wi-Fi",
		"Menu Livebox : Configuration avancée / Réseau / DHCP",
	}
	var out []Sample
	for i := 0; i < 112; i++ {
		var text, format string
		switch i % 8 {
		case 0, 1:
			format = hbmP("chat", "email", "notes")
			text = talk[rng.IntN(len(talk))]
			if rng.IntN(2) == 0 {
				text = hbmP(hbmFirst...) + ": " + text
			}
			if format == "notes" {
				text = "CR réunion informatique " + hbmDateFR() + "\n- " + text + "\n- " + talk[rng.IntN(len(talk))]
			} else if format == "email" {
				text = hbmP("Bonjour à tous,", "Buongiorno a tutti,", "Bună ziua tuturor,", "Hola a tothom,") + "\n\n" + text + "\n\n" + hbmName()
			}
		case 2:
			format = hbmP("env", "config", "readme")
			text = placeholders[rng.IntN(len(placeholders))]
			if rng.IntN(2) == 0 {
				text = "APP_URL=https://" + hbmP("portail.", "www.", "intranet.") + hbmDomain() + "\n" + text
			}
			if format == "readme" {
				text = "## Installation\n\n1. Copier `.env.example` en `.env`\n2. Renseigner :\n\n```\n" + text + "\n```\n3. Lancer `docker compose up -d`"
			}
		case 3:
			format = "chat"
			m := rng.IntN(len(menus))
			lang := []int{0, 0, 1, 2, 3, 0, 0}[m]
			text = []string{"Va dans ", "Vai su ", "Intră la ", "Ves a "}[lang] + menus[m] + []string{hbmP(" et coche la case.", " puis clique sur Enregistrer.", ", c'est tout en bas."), hbmP(" e salva.", " poi clicca Applica."), hbmP(" și apasă Salvează.", " și bifează opțiunea."), hbmP(" i desa.", " i prem Aplicar.")}[lang]
			if rng.IntN(2) == 0 {
				text = hbmP(hbmFirst...) + ", " + strings.ToLower(text[:1]) + text[1:]
			}
		case 4:
			format = "chat"
			u := hbmUser()
			text = hbmP("Ton identifiant est ", "Il tuo nome utente è ", "Numele de utilizator: ", "El teu usuari és ") + u + hbmP(", le mot de passe t'arrive par SMS.", " — la password te la do a voce.", ", parola o primești separat.", ", la contrasenya te la donarà la Montse.")
		case 5:
			format = hbmP("python", "javascript", "go", "php")
			c := "// "
			if format == "python" {
				c = "# "
			}
			text = c + hbmP("vérifie l'accès de ", "controllo accesso per ", "verificare acces ", "comprova l'accés de ") + hbmP(hbmFirst...) + " — " + hbmP("ticket ", "issue #", "JIRA MAI-") + hbmDigits(3) + "\n" + hbmCodeNoSecret(format)
		case 6:
			format = "chat"
			lang := rng.IntN(4)
			text = []string{"Ticket GLPI n°", "Richiesta n. ", "Tichet nr. ", "Tiquet núm. "}[lang] + hbmDigits(6) + []string{" : réinitialisation du mot de passe de ", ": reset password per ", ": resetare parolă pentru ", ": restabliment de contrasenya de "}[lang] + hbmName() + " — " + []string{"clôturé le ", "risolto il ", "rezolvat pe ", "tancat el "}[lang] + hbmDateFR()
		default:
			format = hbmP("chat", "csv")
			if format == "csv" {
				text = "reference;designation;quantite\n" + hbmR(upper, 3) + "-" + hbmR(upper+digits, 8) + ";Toner HP 59A;" + strconv.Itoa(hbmN(1, 9)) + "\n" + hbmR(upper, 3) + "-" + hbmR(upper+digits, 8) + ";Ramette A4;" + strconv.Itoa(hbmN(5, 50))
			} else {
				text = "Licence Office n° de commande " + hbmDigits(10) + ", numéro de série de l'imprimante " + hbmR(upper+digits, 10) + ", modèle " + hbmP("MFC-L2710DW", "ECOSYS M2540dn", "imageRUNNER C3226i")
			}
		}
		out = append(out, hbmS("trap-talk", format, text, nil))
	}
	return out
}

// hbmCodeNoSecret is code that handles passwords without holding one.
func hbmCodeNoSecret(lang string) string {
	switch lang {
	case "python":
		return hbmP(
			"password = os.environ[\"SMTP_PASSWORD\"]\nserver.login(user, password)",
			"def verifie_mot_de_passe(mdp: str) -> bool:\n    return len(mdp) >= 12 and any(c.isdigit() for c in mdp)",
			"hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())",
			"token = getpass.getpass(\"Token GitHub : \")",
		)
	case "javascript":
		return hbmP(
			"const password = process.env.DB_PASSWORD;\nif (!password) throw new Error('DB_PASSWORD manquant');",
			"const apiKey = await secrets.get('mollie/api-key');",
			"form.querySelector('#password').value = '';",
		)
	case "go":
		return hbmP(
			"pw := os.Getenv(\"PAROLA_DB\")\nif pw == \"\" {\n\tlog.Fatal(\"parola lipsă\")\n}",
			"token, err := keyring.Get(\"gestionale\", utente)\nif err != nil {\n\treturn err\n}",
		)
	}
	return strings.Join([]string{
		"$mdp = $_POST['mot_de_passe'] ?? '';",
		"if (password_verify($mdp, $utilisateur['hash'])) {",
		"    $_SESSION['uid'] = $utilisateur['id'];",
		"}",
	}, "\n")
}
