package main

import (
	"fmt"
	"strings"
)

// Social accounts (Instagram, Pinterest, Facebook), website builders (Squarespace, Wix) and
// shared studio logins, with their 2FA backup codes and authenticator seeds.

func hcrSocialGens() []hcrGen {
	return []hcrGen{
		{hcrSocHandoverEN, 6}, {hcrSocIT, 6}, {hcrSocPinterestPT, 5}, {hcrSocBackupFile, 4},
		{hcrSocSquarespace, 6}, {hcrSocWix, 5}, {hcrSocTOTPManual, 5}, {hcrSocOtpauth, 4},
		{hcrSocMemory, 6}, {hcrSocSharedDoc, 3}, {hcrSocSlack, 5}, {hcrSocWorkspace, 5},
		{hcrSocMisc, 6}, {hcrSocBitwarden, 4}, {hcrSocBR, 5}, {hcrSocRecovery, 3},
	}
}

func hcrSocHandoverEN() Sample {
	h := hcrHandle(hcrFirst("en"), pick(hcrLast))
	pw := hcrPw()
	style := rng.IntN(3)
	c1 := hcrBackupOf(style)
	t := fmt.Sprintf("Social handover for %s (I'm off from Monday)\n\nInstagram @%s\npassword: %s\n2FA is on the studio iPhone. If you're locked out, the last unused backup code is %s\n\nPosting plan: 3 reels/week, carousel every Sunday. Don't reply to the 'copyright violation' DMs, they're phishing.", hcrFirst("en"), h, pw, c1)
	return hcrS("instagram-password", "notes", t, []string{pw, c1}, "@"+h)
}

func hcrSocIT() Sample {
	h := hcrHandle(hcrFirst("it"), pick(hcrLast))
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Ciao %s, ti lascio le credenziali per gestire il profilo mentre sono in viaggio di nozze (ironia 😅)\nInstagram: %s\nPassword: %s\nSe ti chiede il codice scrivimi su WhatsApp che te lo giro.", hcrFirst("it"), h, pw),
		fmt.Sprintf("profilo ig dello studio → utente %s, pw %s (l'ho cambiata dopo il tentativo di accesso dalla Nigeria)", h, pw),
		fmt.Sprintf("Oggetto: accesso Instagram\n\nBuongiorno,\ncome da accordi vi invio l'accesso al nostro account per la campagna sposi:\nnome utente: %s\npassword: %s\nGrazie e buon lavoro,\n%s", h, pw, pick(hcrStudios)))
	return hcrS("instagram-password", hcrGuess(t, "chat"), t, []string{pw}, h)
}

func hcrSocPinterestPT() Sample {
	a := hcrFirst("pt")
	email := hcrMail(a)
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Conta do Pinterest do estúdio\nemail: %s\nsenha: %s\nquadros: Noivas 2025, Decoração rústica, Bouquets", email, pw),
		fmt.Sprintf("Olá %s! Para agendares os pins da semana usa a conta %s, a palavra-passe é %s. Não mexas nos quadros secretos das noivas, por favor.", hcrFirst("pt"), email, pw))
	return hcrS("pinterest-password", "notes", t, []string{pw}, email)
}

func hcrSocBackupFile() Sample {
	svc := hcrOne("Instagram", "Pinterest", "Squarespace", "Google")
	acct := hcrOne("@"+hcrHandle(hcrFirst("en"), "studio"), hcrMail(hcrFirst("it")))
	n := hcrN(2, 4)
	var codes []string
	var b strings.Builder
	fmt.Fprintf(&b, "%s backup codes\n%s\nUnused codes (each can be used once):\n\n", svc, acct)
	style := rng.IntN(3)
	for i := 0; i < n; i++ {
		c := hcrBackupOf(style)
		codes = append(codes, c)
		fmt.Fprintf(&b, "%d. %s\n", i+1, c)
	}
	fmt.Fprintf(&b, "\n(generated %s)", hcrDate())
	return hcrS("backup-codes", "text", b.String(), codes, acct)
}

func hcrSocSquarespace() Sample {
	email := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	dev := hcrFirst("en")
	t := hcrOne(
		fmt.Sprintf("Hi %s,\n\nthanks for taking on the site refresh! Squarespace login below. I know, I should add you as a contributor instead, but the plan doesn't allow more seats.\n\n%s\n%s\n\nThe template is Tremont; please don't touch the Pricing page until I confirm 2026 packages.", dev, email, pw),
		fmt.Sprintf("squarespace admin: %s pw: %s – pls enable 2FA once you're in", email, pw),
		fmt.Sprintf("Ciao %s, ecco l'accesso a Squarespace per il sito dello studio:\nemail: %s\npassword: %s\nIl dominio scade a novembre, ricordamelo!", dev, email, pw))
	return hcrS("website-password", hcrGuess(t, "mail"), t, []string{pw}, email)
}

func hcrSocWix() Sample {
	email := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Wix (site + booking page)\n  user: %s\n  pass: %s\n  plan: Business Basic, renews %s", email, pw, hcrDate()),
		fmt.Sprintf("O site está no Wix. Entra com %s e a palavra-passe %s; a página dos pacotes de casamento precisa das fotos novas.", email, pw),
		fmt.Sprintf("Wix login for the planner site: %s / password %s. The blog posts are scheduled, don't republish them.", email, pw))
	return hcrS("website-password", "notes", t, []string{pw}, email)
}

func hcrSocTOTPManual() Sample {
	svc := hcrOne("Squarespace", "Instagram", "Dropbox", "Adobe", "Pixieset")
	key := hcrSpacedTOTP()
	if hcrCoin() {
		key = hcrTOTP()
	}
	t := hcrOne(
		fmt.Sprintf("The QR for %s 2FA won't scan on the studio iPad, so add it to the authenticator manually with this setup key:\n%s\nThen everyone with the iPad can log in.", svc, key),
		fmt.Sprintf("%s → 2FA → \"can't scan?\" → chave: %s (adicionei no Authy do telemóvel do estúdio)", svc, key),
		fmt.Sprintf("Per la verifica in due passaggi di %s, chiave segreta da inserire in Google Authenticator: %s", svc, key))
	return hcrS("totp-seed", "notes", t, []string{key}, svc)
}

func hcrSocOtpauth() Sample {
	h := hcrHandle(hcrFirst("it"), pick(hcrLast))
	sec := hcrTOTP()
	iss := hcrOne("Instagram", "Pinterest", "Squarespace", "ShootProof")
	uri := fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", iss, h, sec, iss)
	t := fmt.Sprintf("decoded the 2FA QR so %s can add it to 1Password too:\n%s\n(digits=6, period=30)", hcrFirst("en"), uri)
	return hcrS("totp-seed", "chat", t, []string{sec}, h)
}

func hcrSocMemory() Sample {
	pw := hcrPw()
	email := hcrMail(hcrFirst(hcrLang()))
	t := hcrOne(
		fmt.Sprintf("User's Pinterest business account is %s; the password is %s.", email, pw),
		fmt.Sprintf("Studio Instagram password (changed %s): %s. Login email %s.", hcrDate(), pw, email),
		fmt.Sprintf("The shared Canva team login is %s with password %s – used by both assistants for the wedding menus.", email, pw),
		fmt.Sprintf("Later.com (post scheduler) account: %s, pw %s", email, pw),
		fmt.Sprintf("Linktree do estúdio: %s / senha %s", email, pw))
	return hcrS("account-password", "memory", t, []string{pw}, email)
}

func hcrSocSharedDoc() Sample {
	var secrets, keep []string
	var b strings.Builder
	b.WriteString("# Studio logins (internal – don't forward)\n\n| Service | Login | Password | Notes |\n|---|---|---|---|\n")
	svcs := []string{"Adobe CC (Lightroom)", "Dropbox", "Squarespace", "Pixieset", "Canva", "HoneyBook", "Google Drive", "Flodesk"}
	rng.Shuffle(len(svcs), func(i, j int) { svcs[i], svcs[j] = svcs[j], svcs[i] })
	for i := 0; i < 3; i++ {
		email := hcrOne("studio@", "info@", "ciao@", "ola@", "hello@") + pick(hcrDomains)
		pw := hcrPw()
		note := hcrOne("2FA on Giulia's phone", "renews yearly", "", "shared with editors", "card ending 4412")
		if i == 2 && hcrCoin() {
			pw = "in 1Password"
		} else {
			secrets = append(secrets, pw)
		}
		keep = append(keep, svcs[i])
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", svcs[i], email, pw, note)
	}
	return hcrS("shared-login", "markdown", b.String(), secrets, keep...)
}

func hcrSocSlack() Sample {
	pw := hcrPw()
	who := hcrFirst("en")
	t := fmt.Sprintf("#social  %s  %d:%02d\nheads up: changed the IG password after that fake \"Meta support\" DM. new one is %s\nplease log out and back in on the scheduling app\n  ↳ %s: 👍 done", who, hcrN(8, 18), hcrN(0, 59), pw, hcrFirst("en"))
	return hcrS("instagram-password", "chat", t, []string{pw}, "#social")
}

func hcrSocWorkspace() Sample {
	a := hcrFirst(hcrLang())
	email := hcrMail(a)
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Welcome to the team, %s! 🎉\nYour Google Workspace account: %s\nTemporary password: %s\nYou'll set your own on first sign-in. Calendar invites for the June weddings are already there.", a, email, pw),
		fmt.Sprintf("Benvenuta %s! Il tuo account è %s, password provvisoria %s. Al primo accesso ti chiederà di cambiarla.", a, email, pw),
		fmt.Sprintf("Bem-vinda, %s! A tua conta de email é %s e a password temporária é %s.", a, email, pw))
	return hcrS("account-password", "mail", t, []string{pw}, email)
}

func hcrSocMisc() Sample {
	pw := hcrPw()
	email := hcrMail(hcrFirst(hcrLang()))
	svc := hcrOne("HoneyBook", "Dubsado", "Aisle Planner", "Planoly", "Flodesk", "Tave", "17hats")
	t := hcrOne(
		fmt.Sprintf("%s\n----\nlogin %s\npassword %s\n----\nused for contracts + invoices, don't delete templates", svc, email, pw),
		fmt.Sprintf("can you send the %s questionnaire to the Rossi couple? I'm in the car. account is %s and pw is %s", svc, email, pw),
		fmt.Sprintf("Accesso %s per la wedding planner: %s – password: %s", svc, email, pw))
	return hcrS("account-password", hcrGuess(t, "notes"), t, []string{pw}, svc)
}

func hcrSocBitwarden() Sample {
	url := hcrOne("https://www.instagram.com", "https://www.pinterest.com", "https://login.squarespace.com", "https://accounts.adobe.com", "https://www.dropbox.com")
	name := strings.TrimPrefix(strings.TrimPrefix(url, "https://"), "www.")
	user := hcrMail(hcrFirst("en"))
	pw := hcrPw()
	totp := hcrTOTP()
	secrets := []string{pw}
	tf := ""
	if hcrCoin() {
		tf = totp
		secrets = append(secrets, totp)
	}
	t := fmt.Sprintf("folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nStudio,,login,%s,,,0,%s,%s,%s,%s", name, url, user, pw, tf)
	return hcrS("password-export", "csv", t, secrets, user)
}

func hcrSocBR() Sample {
	h := hcrHandle(hcrFirst("pt"), "")
	pw := hcrPw()
	c := hcrBackup()
	t := fmt.Sprintf("amiga me ajuda, o insta do studio pediu código e o celular da Camila tá quebrado 😭\nusuário: %s\nsenha: %s\ntenho esse código de backup que salvei: %s\nserá que ainda funciona?", h, pw, c)
	return hcrS("instagram-password", "chat", t, []string{pw, c}, h)
}

func hcrSocRecovery() Sample {
	var codes []string
	n := 2
	for i := 0; i < n; i++ {
		codes = append(codes, rnd(digits, 8))
	}
	t := hcrOne(
		fmt.Sprintf("Facebook page recovery codes (studio page admin): %s. Printed copy is in the safe.", strings.Join(codes, ", ")),
		fmt.Sprintf("Codici di recupero Meta per la pagina dello studio: %s – usarne uno solo se il telefono di Luca non è disponibile.", strings.Join(codes, " / ")),
		fmt.Sprintf("Códigos de recuperação da conta do Facebook: %s", strings.Join(codes, " ")))
	return hcrS("backup-codes", "notes", t, codes)
}
