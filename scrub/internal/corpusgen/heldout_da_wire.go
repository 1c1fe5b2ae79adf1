package main

import (
	"fmt"
	"strings"
)

// Wire services, social media accounts, photo desks and embargoed material.

func hdaWireGens() []hdaGen {
	return []hdaGen{
		{8, hdaWireAPKey},
		{8, hdaWireOAuth},
		{8, hdaWireFeedINI},
		{7, hdaWireTwBearer},
		{3, hdaWireTwEnv},
		{7, hdaWireFBToken},
		{7, hdaWireYouTube},
		{6, hdaWireTelegram},
		{6, hdaWireBluesky},
		{5, hdaWireMastodon},
		{4, hdaWireReddit},
		{6, hdaWireSlackBot},
		{7, hdaWireSlackHook},
		{4, hdaWireGetty},
		{7, hdaWirePhotoFTP},
		{9, hdaWireEmbargoPortal},
		{8, hdaWireEmbargoPDF},
		{5, hdaWireCloudinary},
		{4, hdaWireDropbox},
		{4, hdaWireLinkedIn},
	}
}

func hdaWireAPKey() Sample {
	k := rnd(alnum, 32)
	if hdaC(30) {
		k = hdaHex(32)
	}
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "shell"
		t = fmt.Sprintf("$ curl -s \"https://api.ap.org/media/v/content/feed?q=productid:%d&page_size=%d\" \\\n    -H \"x-api-key: %s\" | jq '.data.items | length'\n%d", hdaN(30000, 49999), hdaN(5, 50), k, hdaN(5, 50))
	case 1:
		f = "yaml"
		t = fmt.Sprintf("wires:\n  ap:\n    base_url: https://api.ap.org/media/v\n    api_key: %s\n    products: [%d, %d]\n    poll_seconds: %d\n  afp:\n    enabled: false\n", k, hdaN(30000, 49999), hdaN(30000, 49999), hdaN(30, 120))
	default:
		f = "ticket"
		t = fmt.Sprintf("INC-%d  Wire ingest stalled since %s\n\nThe AP poller returns 401. Key in the ingest config is %s — %s says it might have been revoked when the contract renewed. Can someone from Digital check with AP?", hdaN(1000, 9999), hdaClock(), k, hdaFirst())
	}
	return hdaS("wire-api-key", f, t, hdaL(k))
}

func hdaWireOAuth() Sample {
	o := hdaOut()
	cid := o.short + "-" + hdaP("ingest", "wire", "archive") + "-" + rnd(lower+digits, 6)
	sec := rnd(b64url, hdaN(32, 48))
	var t, f string
	if hdaC(50) {
		f = "yaml"
		t = fmt.Sprintf("reuters_connect:\n  token_url: https://auth.thomsonreuters.com/oauth/token\n  audience: 7a14b6a2-connect\n  client_id: %s\n  client_secret: %s\n  scope: \"https://api.thomsonreuters.com/auth/reutersconnect.contentapi.read\"\n", cid, sec)
	} else {
		f = "json"
		t = fmt.Sprintf("{\n  \"provider\": \"%s\",\n  \"grant_type\": \"client_credentials\",\n  \"client_id\": \"%s\",\n  \"client_secret\": \"%s\",\n  \"feed\": \"%s\"\n}", hdaP("reuters", "afp", "dpa", "efe"), cid, sec, hdaP("world", "sport", "business", "pictures"))
	}
	return hdaS("oauth-client-secret", f, t, hdaL(sec), cid)
}

func hdaWireFeedINI() Sample {
	o := hdaOut()
	u := o.short + hdaDig(3)
	pw := hdaPw()
	host := hdaP("ftp.afp.com", "feeds.dpa-newslab.de", "push.efe.com", "wire.ansa.it", "ftp.pa-media.co.uk")
	t := fmt.Sprintf("; %s — incoming wire feeds\n[feed_%s]\nprotocol = ftps\nhost = %s\nport = 990\nuser = %s\npassword = %s\nremote_dir = /out/%s\nlocal_dir = /srv/wires/incoming\n", o.name, strings.Split(host, ".")[1], host, u, pw, hdaP("text", "photos", "nitf"))
	return hdaS("ftp-password", "ini", t, hdaL(pw), u, host)
}

func hdaWireTwBearer() Sample {
	tok := hdaTwBearer()
	var t, f string
	if hdaC(50) {
		f = "code"
		t = fmt.Sprintf("import tweepy\n\n# read-only client for the trends dashboard\nclient = tweepy.Client(bearer_token=\"%s\")\nresp = client.search_recent_tweets(query=\"#%s -is:retweet\", max_results=%d)\n", tok, hdaP("budget2025", "floodwatch", "derby", "election"), hdaN(10, 100))
	} else {
		f = "shell"
		oo := hdaOut()
		t = fmt.Sprintf("$ export X_BEARER=%s\n$ curl -s -H \"Authorization: Bearer $X_BEARER\" \"https://api.x.com/2/users/by/username/%s\"\n{\"data\":{\"id\":\"%s\",\"name\":\"%s\",\"username\":\"%s\"}}", tok, oo.short+"news", hdaDig(18), oo.name, oo.short+"news")
	}
	return hdaS("x-bearer-token", f, t, hdaL(tok))
}

func hdaWireTwEnv() Sample {
	ck := rnd(alnum, 25)
	cs := rnd(alnum, 50)
	at := hdaDig(19) + "-" + rnd(alnum, 40)
	as := rnd(alnum, 45)
	t := fmt.Sprintf("# auto-poster for breaking alerts\nX_API_KEY=%s\nX_API_SECRET=%s\nX_ACCESS_TOKEN=%s\nX_ACCESS_TOKEN_SECRET=%s\nPOST_AS=@%s\n", ck, cs, at, as, hdaOut().short+"news")
	secs := hdaL(ck, cs, at, as)
	if hdaC(50) {
		t = fmt.Sprintf("%s: pasting the app creds so you can test the bot, delete after\nconsumer secret: %s\naccess token secret: %s", hdaFirst(), cs, as)
		return hdaS("x-api-secret", "chat", t, hdaL(cs, as))
	}
	return hdaS("x-api-secret", "env", t, secs)
}

func hdaWireFBToken() Sample {
	tok := hdaEAA()
	pid := hdaDig(15)
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "log"
		t = fmt.Sprintf("%s INFO  fb-publisher POST /v19.0/%s/feed access_token=%s status=400\n%s ERROR fb-publisher (#200) The user hasn't authorized the application to perform this action", hdaStamp(), pid, tok, hdaStamp())
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: new never-expiring page token for the %s page: %s\n%s: swapping it into the scheduler now", hdaFirst(), hdaOut().name, tok, hdaFirst())
	default:
		f = "env"
		t = fmt.Sprintf("FB_PAGE_ID=%s\nFB_PAGE_ACCESS_TOKEN=%s\nIG_BUSINESS_ID=%s\n", pid, tok, hdaDig(17))
	}
	return hdaS("facebook-page-token", f, t, hdaL(tok), pid)
}

func hdaWireYouTube() Sample {
	k := hdaAIza()
	ch := "UC" + rnd(b64url, 22)
	var t, f string
	if hdaC(50) {
		f = "code"
		t = fmt.Sprintf("// video-embed/config.js\nexport default {\n  youtubeApiKey: \"%s\",\n  channelId: \"%s\",\n  maxResults: %d,\n};\n", k, ch, hdaN(5, 25))
	} else {
		f = "shell"
		t = fmt.Sprintf("curl \"https://www.googleapis.com/youtube/v3/search?part=snippet&channelId=%s&order=date&key=%s\"", ch, k)
	}
	return hdaS("google-api-key", f, t, hdaL(k), ch)
}

func hdaWireTelegram() Sample {
	tok := hdaTelegram()
	ch := "@" + hdaOut().short + "_" + hdaP("breaking", "live", "alerts")
	var t, f string
	if hdaC(50) {
		f = "code"
		t = fmt.Sprintf("BOT_TOKEN = \"%s\"\nCHANNEL = \"%s\"\n\ndef push(headline, url):\n    requests.post(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\",\n                  json={\"chat_id\": CHANNEL, \"text\": f\"{headline}\\n{url}\"})\n", tok, ch)
	} else {
		f = "chat"
		t = fmt.Sprintf("%s: BotFather gave me this for the %s channel: %s\nkeep it off the wiki pls", hdaFirst(), ch, tok)
	}
	return hdaS("telegram-bot-token", f, t, hdaL(tok), ch)
}

func hdaWireBluesky() Sample {
	o := hdaOut()
	h := o.short + ".bsky.social"
	ap := hdaBskyApp()
	var t, f string
	if hdaC(50) {
		f = "chat"
		t = fmt.Sprintf("%s: made an app password for the scheduler on %s → %s (named \"buffer\"), revoke it if we drop Buffer", hdaFirst(), h, ap)
	} else {
		f = "yaml"
		t = fmt.Sprintf("bluesky:\n  identifier: %s\n  app_password: %s\n  post_images: true\n", h, ap)
	}
	return hdaS("bluesky-app-password", f, t, hdaL(ap), h)
}

func hdaWireMastodon() Sample {
	tok := rnd(b64url, 43)
	inst := hdaP("mastodon.social", "journa.host", "mstdn.social", "newsie.social")
	t := fmt.Sprintf("[mastodon]\ninstance = \"https://%s\"\naccount = \"@%s\"\naccess_token = \"%s\"\nvisibility = \"public\"\n", inst, hdaOut().short, tok)
	return hdaS("mastodon-token", "toml", t, hdaL(tok), inst)
}

func hdaWireReddit() Sample {
	id := rnd(b64url, 22)
	sec := rnd(b64url, 30)
	u := hdaOut().short + "_social"
	t := fmt.Sprintf("praw.ini\n\n[%s]\nclient_id=%s\nclient_secret=%s\nusername=%s\npassword=%s\nuser_agent=%s-ama-bot/0.3\n", u, id, sec, u, "", u)
	pw := hdaPw()
	t = strings.Replace(t, "password=\n", "password="+pw+"\n", 1)
	return hdaS("oauth-client-secret", "ini", t, hdaL(sec, pw), id)
}

func hdaWireSlackBot() Sample {
	tok := hdaSlackBot()
	var t, f string
	if hdaC(50) {
		f = "code"
		t = fmt.Sprintf("from slack_sdk import WebClient\n\n# posts embargo reminders in #desk\nslack = WebClient(token=\"%s\")\nslack.chat_postMessage(channel=\"C%s\", text=\"Embargo lifts in 15 min: %s\")\n", tok, rnd(upper+digits, 10), hdaP("jobs figures", "school rankings", "drug trial"))
	} else {
		f = "env"
		t = fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_SIGNING_SECRET=%s\nDESK_CHANNEL=C%s\n", tok, hdaHex(32), rnd(upper+digits, 10))
		parts := strings.Split(t, "\n")
		sig := strings.TrimPrefix(parts[1], "SLACK_SIGNING_SECRET=")
		return hdaS("slack-token", f, t, hdaL(tok, sig))
	}
	return hdaS("slack-token", f, t, hdaL(tok))
}

func hdaWireSlackHook() Sample {
	u := hdaSlackHook()
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "shell"
		t = fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\":rotating_light: BREAKING sent to app users\"}' %s", u)
	case 1:
		f = "yaml"
		t = fmt.Sprintf("alerts:\n  on_publish:\n    - type: slack\n      url: %s\n      only_tags: [breaking, live]\n", u)
	default:
		f = "chat"
		t = fmt.Sprintf("%s: webhook for the #wires-alerts channel: %s — pls keep it out of the public repo this time", hdaFirst(), u)
	}
	return hdaS("slack-webhook", f, t, hdaL(u))
}

func hdaWireGetty() Sample {
	k := rnd(lower+digits, 24)
	s := rnd(alnum, 44)
	t := fmt.Sprintf("{\n  \"getty\": {\n    \"api_key\": \"%s\",\n    \"api_secret\": \"%s\",\n    \"default_collection\": \"%s\",\n    \"download_size\": \"%s\"\n  }\n}", k, s, hdaP("editorial", "sport", "entertainment"), hdaP("high_res", "medium"))
	return hdaS("photo-agency-api-key", "json", t, hdaL(k, s))
}

func hdaWirePhotoFTP() Sample {
	o := hdaOut()
	u := hdaP("photog", "stringer", "pix", "fotos") + hdaDig(2)
	pw := hdaPwURL()
	host := "ftp.photos." + o.dom
	url := fmt.Sprintf("ftp://%s:%s@%s/incoming/%s", u, pw, host, hdaP("sport", "news", "courts", "weekend"))
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "mail"
		t = fmt.Sprintf("Hi %s,\n\nFor Saturday's match please send straight from the camera to our FTP:\n%s\nFile names: date_venue_yourname_001.jpg. Captions in IPTC please.\n\nPhoto desk", hdaFirst(), url)
	case 1:
		f = "notes"
		t = fmt.Sprintf("Camera FTP preset (%s)\nServer: %s\nUser: %s\nPassword: %s\nPassive mode: on\nPath: /incoming/", hdaP("Canon R3", "Nikon Z9", "Sony A1"), host, u, pw)
	default:
		f = "shell"
		t = fmt.Sprintf("$ lftp -u %s,%s %s\nlftp %s@%s:~> mirror -R ./selects /incoming/news\nTotal: 1 directory, %d files", u, pw, host, u, host, hdaN(4, 60))
	}
	return hdaS("ftp-password", f, t, hdaL(pw), u, host)
}

func hdaWireEmbargoPortal() Sample {
	pw := hdaPw()
	org := hdaP("the Office for National Statistics", "the Ministry of Health", "Nature", "the central bank", "the university press office", "the Lancet")
	var t, f string
	switch rng.IntN(4) {
	case 0:
		f = "mail"
		t = fmt.Sprintf("Subject: EMBARGOED: %s report\n\nDear journalist,\n\nThe report from %s is available in the press area ahead of publication. It is under strict embargo until 00:01 %s.\n\nPress area login: press%s\nPassword: %s\n\nPlease do not share these details.", hdaP("quarterly", "annual", "special"), org, hdaDate(), hdaDig(4), pw)
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: embargo site for %s tomorrow's release — password is %s, nothing goes live before 10am", hdaFirst(), org, pw)
	case 2:
		f = "notes"
		t = fmt.Sprintf("Forward planning %s\n- 09:30 %s briefing (lock-in, phones off)\n- press portal pw %s (same for everyone on the list)\n- %s to write, %s on graphics", hdaDate(), org, pw, hdaFirst(), hdaFirst())
	default:
		f = "mail"
		t = fmt.Sprintf("Objet : Communiqué sous embargo\n\nBonjour,\n\nVous trouverez le dossier de presse sur notre espace presse (mot de passe : %s). Embargo jusqu'au %s à 6h.\n\nCordialement,\nService presse", pw, hdaDate())
	}
	return hdaS("embargo-portal-password", f, t, hdaL(pw))
}

func hdaWireEmbargoPDF() Sample {
	pw := hdaPw()
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: the embargoed PDF from %s is password protected, it's %s\n%s: got it open, thanks", hdaFirst(), hdaP("the regulator", "Ofcom", "the court", "the ministry"), pw, hdaFirst())
	case 1:
		f = "mail"
		t = fmt.Sprintf("Sent separately for security: the password to open 'Embargoed_results_%s.pdf' is\n\n%s\n\nEmbargo: %s %s CET.", hdaDate(), pw, hdaDate(), hdaClock())
	default:
		f = "ticket"
		t = fmt.Sprintf("Desk request #%d\nStory: %s\nAttachment: zip from source, encrypted. Zip password %s. Please extract to the investigations share only.", hdaN(100, 999), hdaP("hospital waiting lists", "procurement leak", "club finances"), pw)
	}
	return hdaS("document-password", f, t, hdaL(pw))
}

func hdaWireCloudinary() Sample {
	o := hdaOut()
	key := hdaDig(15)
	sec := rnd(b64url, 27)
	cloud := o.short + "-media"
	t := fmt.Sprintf("CLOUDINARY_URL=cloudinary://%s:%s@%s\nIMAGE_DEFAULT_TRANSFORM=c_fill,g_auto,w_1200\n", key, sec, cloud)
	if hdaC(40) {
		t = fmt.Sprintf("cloudinary.config(\n  cloud_name=\"%s\",\n  api_key=\"%s\",\n  api_secret=\"%s\",\n  secure=True,\n)", cloud, key, sec)
		return hdaS("cloudinary-secret", "code", t, hdaL(sec), cloud)
	}
	return hdaS("cloudinary-secret", "env", t, hdaL(sec), cloud)
}

func hdaWireDropbox() Sample {
	tok := "sl.B" + rnd(b64url, 135)
	t := fmt.Sprintf("# sync photographer uploads from the shared Dropbox\ndbx = dropbox.Dropbox(\"%s\")\nfor entry in dbx.files_list_folder(\"/%s\").entries:\n    print(entry.name)\n", tok, hdaP("Pix Desk", "Freelance uploads", "Match day"))
	return hdaS("dropbox-token", "code", t, hdaL(tok))
}

func hdaWireLinkedIn() Sample {
	tok := "AQ" + rnd(b64url, hdaN(150, 200))
	t := fmt.Sprintf("%s: LinkedIn company page token (60 days): %s\nexpires %s, set a reminder", hdaFirst(), tok, hdaDate())
	return hdaS("linkedin-token", "chat", t, hdaL(tok))
}
