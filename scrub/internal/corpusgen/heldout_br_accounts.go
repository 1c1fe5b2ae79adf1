package main

import (
	"fmt"
	"strings"
)

// Shared family accounts, children's portals, elderly parents' logins, health and insurance,
// 2FA seeds and recovery codes.
var hbrAcctGens = []hbrGen{
	{hbrStreamLogin, 6}, {hbrShopLogin, 5}, {hbrSpotifyGran, 3}, {hbrSchoolPortal, 5},
	{hbrSchoolMail, 4}, {hbrElderMail, 5}, {hbrPension, 3}, {hbrInsurance, 4},
	{hbrMyChart, 4}, {hbrPwCSV, 4}, {hbrBitwardenJSON, 3}, {hbrTotpSeed, 4},
	{hbrOtpURI, 3}, {hbrBackupCodes, 4}, {hbrAppleAppPw, 3}, {hbrGoogleAppPw, 3},
	{hbrMemorable, 3}, {hbrSecAnswer, 3}, {hbrMagicLink, 3}, {hbrResetLink, 3},
	{hbrGrandpaDictate, 3}, {hbrHandoverMail, 3}, {hbrUtility, 3}, {hbrPtStreaming, 4},
	{hbrSteamKids, 3}, {hbrRoblox, 3},
}

func hbrStreamLogin() Sample {
	svc := pick([]string{"Netflix", "Disney+", "HBO Max", "Globoplay", "Paramount+", "Apple TV", "Crunchyroll"})
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	t := pick([]string{
		"%s login for the living room TV: %s / %s",
		"we share the %s acct with my sister. email %s pw %s. max 4 screens!!",
		"📺 %s\n%s\n%s",
		"%s — user: %s — password: %s (changed after the price went up lol)",
	})
	return hbrK(hbrS("streaming-password", "chat", fmt.Sprintf(t, svc, m, pw), pw), m)
}

func hbrShopLogin() Sample {
	shop := pick([]string{"Amazon", "Mercado Livre", "Shopee", "Zalando", "IKEA Family", "Costco", "Carrefour"})
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	t := pick([]string{
		"The household %s account is %s, password %s. Use the Visa, not my personal card.",
		"remember: %s → %s / %s (it's the one with Prime)",
		"%s account we all use\nlogin %s\npassword %s\naddress saved: home + Vovó's",
	})
	return hbrK(hbrS("shopping-password", "note", fmt.Sprintf(t, shop, m, pw), pw), m)
}

func hbrSpotifyGran() Sample {
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	txt := fmt.Sprintf("Added %s to our Spotify Family. Her login is %s and I set the password to %s so I can fix things when she calls. Playlist: 'Roberto Carlos'", pick(hbrWhoF), m, pw)
	return hbrK(hbrS("streaming-password", "chat", txt, pw), m)
}

func hbrSchoolPortal() Sample {
	kid := pick(hbrKidsN)
	sur := strings.ToLower(pick(hbrSurname))
	u := strings.ToLower(kid) + "." + sur + pick([]string{"@escola.edu.br", "@students.stmarys.org.uk", "@k12.example.us", "@aluno.colegio.pt"})
	pw := hbrPw()
	t := pick([]string{
		"%s — Google Classroom\nuser: %s\npass: %s",
		"School portal for %s: %s / %s. Homework shows up on Sundays.",
		"%s's school login (for the reading app too) is %s and the password is %s",
	})
	return hbrK(hbrS("school-portal-password", "note", fmt.Sprintf(t, kid, u, pw), pw), u)
}

func hbrSchoolMail() Sample {
	kid := pick(hbrKidsN)
	u := strings.ToLower(kid) + hbrDig(4)
	pw := rnd("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789", hbrN(8, 10))
	school := pick([]string{"Colégio Santa Maria", "Riverside Primary", "Escola Básica de Alvalade", "Grundschule am Park"})
	txt := fmt.Sprintf("From: secretaria@school.example\nSubject: %s – student account\n\nDear parents,\n\nYour child's account for the learning platform has been created.\n\nStudent: %s\nUsername: %s\nTemporary password: %s\n\nYou will be asked to change the password on first login. Passwords must be at least 8 characters.\n\nKind regards,\n%s IT", school, kid, u, pw, school)
	return hbrK(hbrS("school-initial-password", "mail", txt, pw), u, school)
}

func hbrElderMail() Sample {
	who := pick(hbrWho)
	m := hbrMail(pick([]string{"antonio", "maria", "jose", "helga", "margaret", "francisco"}))
	pw, ph := hbrPw(), hbrPhone()
	t := pick([]string{
		"for %s: email %s, password %s. Recovery phone is mine (%s).",
		"Email (%s's, I manage it now): login %s / %s — the recovery number is %s",
	})
	return hbrK(hbrS("email-password", "note", fmt.Sprintf(t, who, m, pw, ph), pw), m, ph)
}

func hbrPension() Sample {
	who := pick(hbrWho)
	u := hbrUser(pick([]string{"antonio", "maria", "jose", "rosa"}))
	pw := hbrPw()
	portal := pick([]string{"my Social Security", "Segurança Social Direta", "the pension fund portal", "Deutsche Rentenversicherung"})
	txt := fmt.Sprintf("%s for %s\nusername: %s\npassword: %s\nstatement comes every March, print it for the accountant", hbrCap(portal), who, u, pw)
	return hbrK(hbrS("pension-portal-password", "note", txt, pw), "username: "+u)
}

func hbrInsurance() Sample {
	pol := pick([]string{"AUTO", "HOME", "HH", "VEH"}) + "-" + hbrDig(8)
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	co := pick([]string{"Porto Seguro", "Allianz", "Fidelidade", "Aviva", "State Farm", "HUK-Coburg"})
	txt := fmt.Sprintf("%s insurance\npolicy no. %s\nportal login: %s\npassword: %s\nrenewal: %s", co, pol, m, pw, hbrDate())
	return hbrK(hbrS("insurance-portal-password", "note", txt, pw), pol, m)
}

func hbrMyChart() Sample {
	g := func() string { return rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) }
	code := g() + "-" + g() + "-" + g()
	who := pick(hbrWho)
	txt := fmt.Sprintf("The clinic gave %s a MyChart activation code: %s – expires in 30 days. I'll set up the account on my laptop so I can see the lab results.", who, code)
	return hbrS("health-portal-activation-code", "chat", txt, code)
}

func hbrPwCSV() Sample {
	rows := []string{"name,url,username,password"}
	var sec, keep []string
	sites := []string{"netflix.com", "amazon.com.br", "escola.edu.br", "nubank.com.br", "gmail.com", "disneyplus.com", "ifood.com.br", "unimed.com.br"}
	rng.Shuffle(len(sites), func(i, j int) { sites[i], sites[j] = sites[j], sites[i] })
	for _, s := range sites[:hbrN(2, 3)] {
		u, pw := hbrMail(pick(hbrFirst)), hbrPw()
		pw = strings.ReplaceAll(pw, ",", "")
		rows = append(rows, fmt.Sprintf("%s,https://%s/,%s,%s", s, s, u, pw))
		sec = append(sec, pw)
		keep = append(keep, u)
	}
	txt := "can you tidy this export from chrome? which ones are duplicates?\n\n" + strings.Join(rows, "\n")
	return hbrK(hbrS("password-export", "csv", txt, sec...), keep...)
}

func hbrBitwardenJSON() Sample {
	u, pw := hbrMail(pick(hbrFirst)), hbrPw()
	seed := rnd(b32, 32)
	pw = strings.ReplaceAll(pw, "\"", "")
	txt := fmt.Sprintf("{\n  \"type\": 1,\n  \"name\": \"%s bank\",\n  \"folderId\": null,\n  \"login\": {\n    \"uris\": [{\"uri\": \"https://%s\"}],\n    \"username\": \"%s\",\n    \"password\": \"%s\",\n    \"totp\": \"%s\"\n  },\n  \"notes\": \"mum's account\"\n}", pick([]string{"Itaú", "Chase", "CGD"}), pick([]string{"itau.com.br", "chase.com", "cgd.pt"}), u, pw, seed)
	return hbrK(hbrS("password-export", "json", txt, pw, seed), u)
}

func hbrTotpSeed() Sample {
	raw := strings.ToLower(rnd(b32, 32))
	var g []string
	for i := 0; i < 32; i += 4 {
		g = append(g, raw[i:i+4])
	}
	seed := strings.Join(g, " ")
	svc := pick([]string{"mum's bank", "the family Google account", "Dad's Microsoft account", "our Amazon"})
	txt := fmt.Sprintf("Backup of the 2FA setup key for %s (in case my phone dies):\n%s\nAdded to Authy on %s.", svc, seed, hbrDate())
	return hbrS("totp-seed", "note", txt, seed)
}

func hbrOtpURI() Sample {
	m := hbrMail(pick(hbrFirst))
	seed := rnd(b32, pick([]int{16, 32}))
	iss := pick([]string{"Google", "Microsoft", "Nintendo", "Epic%20Games"})
	txt := fmt.Sprintf("the QR scanner gave me this when I set up %s's 2fa, save it somewhere safe:\notpauth://totp/%s:%s?secret=%s&issuer=%s", pick(hbrKidsN), iss, m, seed, iss)
	return hbrK(hbrS("totp-seed", "chat", txt, seed), m)
}

func hbrBackupCodes() Sample {
	n := 2
	var codes, lines []string
	for i := 0; i < n; i++ {
		c := hbrDig(4) + " " + hbrDig(4)
		codes = append(codes, c)
		lines = append(lines, fmt.Sprintf("%d. %s", i+1, c))
	}
	txt := fmt.Sprintf("Google backup codes for %s's account (the rest are on paper in the drawer):\n%s", pick(hbrWho), strings.Join(lines, "\n"))
	return hbrS("backup-codes", "list", txt, codes...)
}

func hbrAppleAppPw() Sample {
	pw := rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4)
	m := hbrMail(pick(hbrFirst))
	txt := fmt.Sprintf("To get the family iCloud calendar into Thunderbird I made an app-specific password: %s (Apple ID %s). Label in Apple: 'thunderbird-kitchen'", pw, m)
	return hbrK(hbrS("app-password", "chat", txt, pw), m)
}

func hbrGoogleAppPw() Sample {
	pw := rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
	m := hbrMail(pick(hbrFirst))
	txt := fmt.Sprintf("Printer scan-to-email setup\nSMTP smtp.gmail.com:587\nuser %s\napp password %s\n(normal password won't work)", m, pw)
	return hbrK(hbrS("app-password", "note", txt, pw), m)
}

func hbrMemorable() Sample {
	w := hbrCap(pick(hbrWords)) + pick([]string{"", hbrDig(2)})
	pc := hbrDig(6)
	txt := fmt.Sprintf("%s's Barclays online banking\nmemorable word: %s\npasscode: %s\nthey ask for letters 2, 5 and 7 of the word", hbrCap(pick(hbrWho)), w, pc)
	return hbrS("bank-memorable-word", "note", txt, w, pc)
}

func hbrSecAnswer() Sample {
	a := pick(hbrPets) + pick([]string{"", hbrDig(2), "the" + pick([]string{"Cat", "Dog"})})
	q := pick([]string{"name of your first pet", "first pet's name", "favourite childhood pet"})
	txt := fmt.Sprintf("Security question on %s's bank account: \"%s\" → answer is %s (NOT the real one, I made it up so nobody can guess)", pick(hbrWho), q, a)
	return hbrS("security-answer", "note", txt, a)
}

func hbrMagicLink() Sample {
	tok := rnd(b64url, hbrN(32, 48))
	host := pick([]string{"parents.schoolcloud.example", "portal.colegio.example/pais", "app.classlist.example"})
	txt := fmt.Sprintf("The school sent me a sign-in link for booking the parents' evening, paste it here so I don't lose it: https://%s/login?token=%s (works once)", host, tok)
	return hbrK(hbrS("login-link-token", "chat", txt, tok), host)
}

func hbrResetLink() Sample {
	tok := rnd(alnum, hbrN(40, 64))
	who := pick(hbrWho)
	dom := pick([]string{"globo.example", "netflix.example", "vivo.example"})
	txt := fmt.Sprintf("From: no-reply@account.%s\nSubject: Reset your password\n\nHello,\nSomeone asked to reset the password for %s.\nClick to choose a new one: https://account.%s/reset?code=%s\nThis link expires in 1 hour.\n\n(forwarded by %s — can you do it for me, I don't understand the computer)", dom, hbrMail("maria"), dom, tok, who)
	return hbrS("reset-link-token", "mail", txt, tok)
}

func hbrGrandpaDictate() Sample {
	pw := strings.ToLower(pick(hbrPets)) + hbrDig(hbrN(2, 4))
	t := pick([]string{
		"ok so grandpa's facebook password is %s and his email is the one with the bol dot com dot br I think",
		"remember vovô's whatsapp web um no the tablet lock password is %s",
		"the password for dad's laptop is %s all lower case he wrote it on a post-it which I threw away",
	})
	return hbrS("password", "dictation", fmt.Sprintf(t, pw), pw)
}

func hbrHandoverMail() Sample {
	a, b, c := hbrPw(), hbrPw(), hbrDig(4)
	sib := pick(hbrFirst)
	m := hbrMail("maria")
	txt := fmt.Sprintf("Subject: Mum's stuff while I'm away\n\nHi %s,\n\nhere is what you need for the next two weeks:\n\n* her email (%s): %s\n* pharmacy app, same email, password %s – the repeat prescription is due on the %s\n* her card PIN if you go to the ATM with her: %s\n\nHer GP is Dr. %s, appointment %s at %s.\n\nThanks for doing this ❤️", sib, m, a, b, hbrDate(), c, pick(hbrSurname), hbrDate(), hbrTime())
	return hbrK(hbrS("elderly-parent-accounts", "mail", txt, a, b, c), m, "Hi "+sib)
}

func hbrUtility() Sample {
	acc := hbrDig(hbrN(8, 10))
	pw := hbrPw()
	co := pick([]string{"EDP", "Enel", "Sabesp", "British Gas", "E.ON", "Con Edison"})
	txt := fmt.Sprintf("%s online account – customer number %s, password %s. Meter reading due the 5th.", co, acc, pw)
	return hbrK(hbrS("utility-portal-password", "note", txt, pw), acc)
}

func hbrPtStreaming() Sample {
	pw, m := hbrPw(), hbrMail(pick(hbrFirst))
	t := pick([]string{
		"a senha da Netflix mudou, agora é %s (login %s)",
		"Globoplay da família: %[2]s senha %[1]s — não troca sem avisar!!",
	})
	return hbrK(hbrS("streaming-password", "chat", fmt.Sprintf(t, pw, m), pw), m)
}

func hbrSteamKids() Sample {
	u := strings.ToLower(pick(hbrKidsN)) + "_" + pick(hbrWords) + hbrDig(2)
	pw := hbrPw()
	txt := fmt.Sprintf("Steam account for the boys: %s, password %s. Steam Guard codes come to my phone, so they have to ask me. Family View is ON.", u, pw)
	return hbrK(hbrS("game-account-password", "chat", txt, pw), u)
}

func hbrRoblox() Sample {
	kid := pick(hbrKidsN)
	u := kid + pick(hbrWords) + hbrDig(3)
	pw, pin := hbrPw(), hbrDig(4)
	if hbrCoin() {
		txt := fmt.Sprintf("Roblox – %s\nusername: %s\npassword: %s\nspending limit R$ 50/month, chat off", kid, u, pw)
		return hbrK(hbrS("game-account-password", "note", txt, pw), "username: "+u)
	}
	txt := fmt.Sprintf("Roblox – %s\nusername: %s\npassword: %s\nparent PIN (locks settings): %s\nspending limit R$ 50/month", kid, u, pw, pin)
	return hbrK(hbrS("game-account-password", "note", txt, pw, pin), "username: "+u)
}
