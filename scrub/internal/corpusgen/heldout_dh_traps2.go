package main

// heldout-dh traps, part 2: configs, code and localisation files with no secret in them.

import (
	"fmt"
	"strings"
)

func hdhTrapTpls2() []func() Sample {
	return []func() Sample{
		func() Sample { // .env.example with placeholders
			t := fmt.Sprintf("# copy to .env and fill in\nCROWDIN_PROJECT_ID=%d\nCROWDIN_PERSONAL_TOKEN=<your-crowdin-token>\nDEEPL_AUTH_KEY=<your-deepl-key>\nGOOGLE_TRANSLATE_API_KEY=\nTARGET_LANGS=de,fr,ja\n", hdhN(100000, 999999))
			return hdhT("trap-placeholder", "env", t)
		},
		func() Sample { // crowdin.yml with env var
			t := fmt.Sprintf("\"project_id_env\": \"CROWDIN_PROJECT_ID\"\n\"api_token_env\": \"CROWDIN_PERSONAL_TOKEN\"\n\"base_path\": \".\"\n\nfiles:\n  - source: \"/%s/en.json\"\n    translation: \"/%s/%%two_letters_code%%.json\"\n", hdhPick("locales", "i18n", "src/lang"), hdhPick("locales", "i18n", "src/lang"))
			return hdhT("trap-env-reference", "yaml", t)
		},
		func() Sample { // GH actions with secrets refs
			t := fmt.Sprintf("      - name: Pull translations\n        run: lokalise2 file download --format json --unzip-to ./locales\n        env:\n          LOKALISE_API_TOKEN: ${{ secrets.LOKALISE_API_TOKEN }}\n          LOKALISE_PROJECT_ID: %s.%s\n", hdhRnd(hdhDig, 10)+hdhHex(12), hdhRnd(hdhDig, 8))
			return hdhT("trap-env-reference", "yaml", t)
		},
		func() Sample { // yaml with ${} and vault refs
			t := fmt.Sprintf("delivery:\n  sftp:\n    host: sftp.%s.com\n    user: loc_vendor\n    password: ${SFTP_PASSWORD}\n  mt:\n    deepl_key: vault:secret/data/mt/deepl#key\n    azure_key: \"{{ secrets.AZURE_TRANSLATOR_KEY }}\"\n", hdhSlug(hdhClient(), ""))
			return hdhT("trap-env-reference", "yaml", t)
		},
		func() Sample { // changeme template
			t := "# memoq-backup.conf (template – copy and edit)\nBACKUP_DIR=/srv/backup/memoq\nSERVER=memoq.example.internal\nSERVICE_USER=svc_backup\nSERVICE_PASSWORD=changeme   # change this before the first run!\nKEEP_DAYS=14\n"
			return hdhT("trap-placeholder", "env", t)
		},
		func() Sample { // log with masked password
			t := fmt.Sprintf("[%s %s] INFO  ftp-sync connecting to ftp.%s as vendor_%s (password=********)\n[%s %s] INFO  ftp-sync %d files downloaded", hdhDate(), hdhTime(), hdhDomain(), hdhRnd(hdhDig, 3), hdhDate(), hdhTime(), hdhN(1, 50))
			return hdhT("trap-masked", "log", t)
		},
		func() Sample { // Stripe publishable key only
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  // quote checkout on the client portal\n  const stripe = Stripe(\"pk_live_51%s\");\n</script>", hdhRnd(hdhAlnum, 60))
			return hdhT("trap-publishable-key", "code", t)
		},
		func() Sample { // OAuth client id only
			t := fmt.Sprintf("GOOGLE_OAUTH_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_OAUTH_CLIENT_SECRET=${GOOGLE_OAUTH_CLIENT_SECRET}\nGOOGLE_DRIVE_FOLDER=%s\n", hdhRnd(hdhDig, 12), hdhRnd(hdhLo+hdhDig, 32), "1"+hdhRnd(hdhB64url, 32))
			return hdhT("trap-client-id", "env", t)
		},
		func() Sample { // Azure tenant and subscription ids
			t := fmt.Sprintf("Azure Translator resource: %s-translator (%s)\nsubscription: %s\ntenant: %s\nresource group: rg-localisation\nkeys: Portal → Keys and Endpoint (PMs don't have access, ask IT)", hdhSlug(hdhAgency(), ""), hdhPick("S1", "S2", "F0"), hdhUUID(), hdhUUID())
			return hdhT("trap-tenant-id", "notes", t)
		},
		func() Sample { // ARN
			t := fmt.Sprintf("Bucket policy for the subtitles bucket grants read to arn:aws:iam::%s:role/%s-vendor-read and write to arn:aws:iam::%s:user/loc-ci. Bucket: arn:aws:s3:::%s-subs-%s", hdhRnd(hdhDig, 12), hdhSlug(hdhAgency(), "-"), hdhRnd(hdhDig, 12), hdhSlug(hdhAgency(), "-"), hdhRnd(hdhLo, 4))
			return hdhT("trap-arn", "notes", t)
		},
		func() Sample { // .po file with password strings
			t := fmt.Sprintf("#: src/auth/login.tsx:%d\nmsgid \"Password\"\nmsgstr \"%s\"\n\n#: src/auth/login.tsx:%d\nmsgid \"Forgot your password?\"\nmsgstr \"%s\"\n\n#: src/auth/reset.tsx:%d\nmsgid \"Your password must be at least %%d characters long.\"\nmsgstr \"%s\"\n",
				hdhN(10, 90), hdhPick("Passwort", "Mot de passe", "Contraseña"), hdhN(10, 90), hdhPick("Passwort vergessen?", "Mot de passe oublié ?", "¿Olvidaste tu contraseña?"), hdhN(10, 90), hdhPick("Ihr Passwort muss mindestens %d Zeichen lang sein.", "Votre mot de passe doit contenir au moins %d caractères.", "Tu contraseña debe tener al menos %d caracteres."))
			return hdhT("trap-l10n-strings", "po", t)
		},
		func() Sample { // JSON i18n
			t := fmt.Sprintf("{\n  \"login.password.label\": \"%s\",\n  \"login.password.placeholder\": \"••••••••\",\n  \"login.token.expired\": \"%s\",\n  \"settings.apiKey.hint\": \"%s\"\n}\n", hdhPick("Senha", "Wachtwoord", "Hasło"), hdhPick("A sua sessão expirou.", "Je sessie is verlopen.", "Twoja sesja wygasła."), hdhPick("Cole aqui a sua chave de API", "Plak hier je API-sleutel", "Wklej tutaj swój klucz API"))
			return hdhT("trap-l10n-strings", "json", t)
		},
		func() Sample { // XLIFF
			t := fmt.Sprintf("<trans-unit id=\"auth.token.expired\" resname=\"TOKEN_EXPIRED\">\n  <source>Your session token has expired. Please sign in again.</source>\n  <target state=\"translated\">%s</target>\n</trans-unit>\n<trans-unit id=\"auth.pin.prompt\">\n  <source>Enter your 4-digit PIN</source>\n  <target state=\"needs-review-translation\">%s</target>\n</trans-unit>", hdhPick("Ihr Sitzungstoken ist abgelaufen. Bitte melden Sie sich erneut an.", "Votre jeton de session a expiré. Veuillez vous reconnecter."), hdhPick("Geben Sie Ihre 4-stellige PIN ein", "Saisissez votre code PIN à 4 chiffres"))
			return hdhT("trap-l10n-strings", "xliff", t)
		},
		func() Sample { // Android strings.xml
			t := fmt.Sprintf("<resources>\n    <string name=\"api_key_hint\">%s</string>\n    <string name=\"wifi_password_label\">%s</string>\n    <string name=\"door_code_title\">%s</string>\n</resources>", hdhPick("Incolla la tua chiave API", "Pega tu clave de API"), hdhPick("Password Wi-Fi", "Contraseña de la red Wi-Fi"), hdhPick("Codice porta", "Código de la puerta"))
			return hdhT("trap-l10n-strings", "xml", t)
		},
		func() Sample { // glossary CSV with security terms
			terms := [][]string{{"de", "Kennwort", "Zugriffstoken", "Wiederherstellungscode", "API-Schlüssel"},
				{"fr", "mot de passe", "jeton d'accès", "code de récupération", "clé API"},
				{"pl", "hasło", "token dostępu", "kod odzyskiwania", "klucz API"}}[rng.IntN(3)]
			t := fmt.Sprintf("term_en,term_%s,status,note\npassword,%s,approved,\naccess token,%s,approved,do not translate in code samples\nrecovery code,%s,proposed,check with %s\nAPI key,%s,approved,\n",
				terms[0], terms[1], terms[2], terms[3], hdhClient(), terms[4])
			return hdhT("trap-glossary", "csv", t)
		},
		func() Sample { // Lokalise/Phrase project ids
			t := fmt.Sprintf("phrase:\n  access_token: $PHRASE_ACCESS_TOKEN\n  project_id: %s\n  file_format: yml\n", hdhHex(32))
			return hdhT("trap-project-id", "yaml", t)
		},
		func() Sample { // DeepL usage response
			t := fmt.Sprintf("$ curl -s -H \"Authorization: DeepL-Auth-Key $DEEPL_AUTH_KEY\" https://api.deepl.com/v2/usage\n{\"character_count\":%d,\"character_limit\":%d}", hdhN(1000, 900000), hdhPickN(500000, 1000000, 20000000))
			return hdhT("trap-env-reference", "shell", t)
		},
		func() Sample { // base64 image in HTML string
			img := "iVBORw0KGgoAAAANSUhEUgAAA" + hdhRnd(hdhB64, hdhN(60, 120))
			t := fmt.Sprintf("<p class=\"banner\"><img alt=\"%s\" src=\"data:image/png;base64,%s\"> %s</p>", hdhPick("Logo", "Flagge", "Drapeau"), img, hdhPick("Willkommen im Kundenportal", "Bienvenue sur le portail client"))
			return hdhT("trap-base64-image", "html", t)
		},
		func() Sample { // HTML form
			t := fmt.Sprintf("<form action=\"/login\" method=\"post\">\n  <label for=\"pwd\">%s</label>\n  <input type=\"password\" id=\"pwd\" name=\"password\" placeholder=\"%s\" autocomplete=\"current-password\">\n</form>", hdhPick("Mot de passe", "Passwort", "Contraseña"), hdhPick("Votre mot de passe", "Ihr Passwort", "Tu contraseña"))
			return hdhT("trap-l10n-strings", "html", t)
		},
		func() Sample { // Zapier placeholder
			t := "## Intake form\nSet the form's webhook to the Zap's catch hook, e.g. `https://hooks.zapier.com/hooks/catch/XXXXXXX/XXXXXX/` – the real URL is in the Zap editor (ask Ops)."
			return hdhT("trap-placeholder", "wiki", t)
		},
		func() Sample { // Python reading env
			t := fmt.Sprintf("import os, deepl\n\ntranslator = deepl.Translator(os.environ[\"DEEPL_AUTH_KEY\"])\nglossary_id = \"%s\"\nresult = translator.translate_text(text, target_lang=\"%s\", glossary=glossary_id)\n", hdhUUID(), hdhPick("DE", "FR", "NL"))
			return hdhT("trap-env-reference", "code", t)
		},
		func() Sample { // CSV freelancer list
			var rows []string
			for i := 0; i < hdhN(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%.2f,%s", hdhFull(), hdhEmail(hdhName(), "gmail.com"), hdhPair(), float64(hdhN(6, 18))/100, hdhPick("memoQ", "Trados", "Phrase", "memoQ;Trados")))
			}
			t := "name,email,pair,rate_per_word,cat_tools\n" + strings.Join(rows, "\n") + "\n"
			return hdhT("trap-vendor-list", "csv", t)
		},
		func() Sample { // markdown table with refs
			t := fmt.Sprintf("| Client | Portal | Login | Password |\n|---|---|---|---|\n| %s | https://suppliers.%s.com | projects@%s | see 1Password |\n| %s | https://vendor.%s.net | pm-team | (SSO, no password) |", hdhClient(), hdhWord(), hdhDomain(), hdhClient(), hdhWord())
			return hdhT("trap-secret-reference", "markdown", t)
		},
		func() Sample { // ssh-keygen fingerprint
			t := fmt.Sprintf("$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@pm-laptop (ED25519)\n$ ssh-keyscan -t ed25519 sftp.%s.com 2>/dev/null | ssh-keygen -lf -\n256 SHA256:%s sftp.%s.com (ED25519)", hdhRnd(hdhB64, 43), hdhUser(hdhName()), hdhWord(), hdhRnd(hdhB64, 43), hdhWord())
			return hdhT("trap-fingerprint", "shell", t)
		},
	}
}
