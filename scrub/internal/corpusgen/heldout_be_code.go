package main

import "strings"

// Shell commands, HTTP headers, code, logs, stack traces and diffs carrying secrets.

func hbeCodeSamples() []Sample {
	var out []Sample
	for i := 0; i < 40; i++ {
		p := hbePw()
		u := hbeP("agency_"+hbeR(hbeDig, 4), "wsap"+hbeR(hbeDig, 6), "Universal API/uAPI"+hbeR(hbeDig, 10)+"-"+hbeR(hbeHex, 8), "b2b-"+hbeR(hbeLower, 5))
		host := hbeP("api.bedbank.example.com", "b2b.railpartner.example.eu", "ws.visaportal.example.org", "xml.touroperator.example.net")
		var s Sample
		switch i % 22 {
		case 0:
			s = hbeSec("curl-basic", "shell", hbeF("curl -u '%s:%s' https://%s/v1/bookings?from=2026-03-01", u, p, host), p)
		case 1:
			s = hbeSec("url-basic", "chat", hbeF("the XML feed is at https://%s:%s@%s/feeds/allotments.xml", strings.ToLower(hbeR(hbeLower, 6)), strings.NewReplacer("@", "%40", "/", "%2F", "#", "%23", "?", "%3F", "%", "%25").Replace(p), host), strings.NewReplacer("@", "%40", "/", "%2F", "#", "%23", "?", "%3F", "%", "%25").Replace(p))
		case 2:
			b := hbeB64of(strings.ToLower(hbeR(hbeLower, 7)) + ":" + p)
			s = hbeSec("basic-header", "http", hbeF("POST /ota/OTA_HotelResNotifRQ HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: text/xml", host, b), b)
			s = hbeKeep(s, "Content-Type: text/xml")
		case 3:
			j := hbeJWT()
			s = hbeSec("bearer", "shell", hbeF("curl -s -H \"Authorization: Bearer %s\" https://%s/v2/offers | jq '.data[0].price'", j, host), j)
		case 4:
			s = hbeSec("docker-login", "shell", hbeF("docker login -u tourops -p %s registry.example-dmc.com", p), p)
		case 5:
			s = hbeSec("python", "python", hbeF("import requests\n\nresp = requests.post(\n    \"https://%s/auth\",\n    json={\"username\": \"%s\", \"password\": \"%s\"},\n    timeout=30,\n)\nresp.raise_for_status()", host, u, p), p)
		case 6:
			k := hbeVendorPick().gen()
			s = hbeSec("js", "js", hbeF("const channelManager = new ChannelClient({\n  hotelId: 48213,\n  apiKey: '%s',\n  sandbox: false,\n});", k), k)
		case 7:
			s = hbeSec("java", "java", hbeF("SoapClient client = new SoapClient(\"https://%s/ws\");\nclient.setCredentials(\"%s\", \"%s\");\nclient.setTimeout(Duration.ofSeconds(20));", host, u, p), p)
		case 8:
			s = hbeSec("csharp", "csharp", hbeF("var creds = new NetworkCredential(\"%s\", \"%s\");\nvar handler = new HttpClientHandler { Credentials = creds };", u, p), p)
		case 9:
			s = hbeSec("go", "go", hbeF("req.SetBasicAuth(%q, %q)\nresp, err := http.DefaultClient.Do(req)", u, p), p)
		case 10:
			s = hbeSec("ruby", "ruby", hbeF("Sabre.configure do |c|\n  c.user_id = '%s'\n  c.password = '%s'\n  c.pcc = '%s'\nend", hbeR(hbeDig, 5), p, hbeR(hbeUpDig, 4)), p)
		case 11:
			s = hbeSec("xml", "soap", hbeF("<soapenv:Header>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>%s</wsse:Username>\n      <wsse:Password>%s</wsse:Password>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>", u, p), p)
		case 12:
			s = hbeSec("log", "log", hbeF("2026-02-1%d 09:0%d:33,118 ERROR [rail-b2b] login failed user=%s password=%s status=403", hbeN(0, 9), hbeN(0, 9), u, p), p)
		case 13:
			k := hbeVendorPick().gen()
			s = hbeSec("stacktrace", "python", hbeF("Traceback (most recent call last):\n  File \"sync_rates.py\", line 88, in push\n    client = RateClient(api_key=\"%s\")\n  File \"rateclient/__init__.py\", line 41, in __init__\n    raise AuthError(\"invalid key\")\nrateclient.AuthError: invalid key", k), k)
			s = hbeKeep(s, "rateclient.AuthError: invalid key")
		case 14:
			k := hbeVendorPick().gen()
			s = hbeSec("diff", "diff", hbeF("--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,3 +12,3 @@\n BOOKING_CURRENCY = \"EUR\"\n-PAYMENT_KEY = os.environ[\"PAYMENT_KEY\"]\n+PAYMENT_KEY = \"%s\"\n DEFAULT_MARKUP = 0.12", k), k)
			s = hbeKeep(s, "DEFAULT_MARKUP = 0.12")
		case 15:
			s = hbeSec("shell", "shell", hbeF("$ sshpass -p '%s' ssh ops@gds-bridge.internal\nWelcome to Ubuntu 22.04.4 LTS", p), p)
		case 16:
			s = hbeSec("shell", "shell", hbeF("echo '%s' | docker login --password-stdin -u tourops ghcr.io", p), p)
		case 17:
			s = hbeSec("php", "php", hbeF("define('BOOKING_ENGINE_USER', '%s');\ndefine('BOOKING_ENGINE_PASS', '%s');\ndefine('BOOKING_ENGINE_LANG', 'es');", u, p), p)
			s = hbeKeep(s, "define('BOOKING_ENGINE_LANG', 'es');")
		case 18:
			k := hbeVendorPick().gen()
			s = hbeSec("powershell", "powershell", hbeF("$env:CM_API_KEY = \"%s\"\n.\\Sync-Allotments.ps1 -Hotel %d", k, hbeN(1000, 9999)), k)
		case 19:
			k := hbeVendorPick().gen()
			s = hbeSec("log", "log", hbeF("{\"ts\":\"2026-01-0%dT11:22:03Z\",\"level\":\"debug\",\"msg\":\"outbound request\",\"url\":\"https://%s/book\",\"headers\":{\"X-Api-Key\":\"%s\"}}", hbeN(1, 9), host, k), k)
		case 20:
			t := hbeTgBot()
			s = hbeSec("telegram", "shell", hbeF("curl \"https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=Bus+arriving+in+10+min\"", t, hbeR(hbeDig, 10)), t)
		default:
			tok := hbeGHP()
			s = hbeSec("git-remote", "shell", hbeF("git remote set-url origin https://%s:%s@github.com/%s/booking-site.git", strings.ToLower(hbeName()), tok, strings.ToLower(strings.ReplaceAll(hbeAgency(), " ", "-"))), tok)
		}
		out = append(out, s)
	}
	// Slack webhooks, publish-channel tokens in chat
	for i := 0; i < 6; i++ {
		tok := hbeR(hbeAlnum, 24)
		url := "https://hooks.slack.com/services/T" + hbeR(hbeUpDig, 8) + "/B" + hbeR(hbeUpDig, 10) + "/" + tok
		if i%2 == 0 {
			out = append(out, hbeSec("slack-webhook", "chat", hbeF("overbooking alerts go to %s", url), tok))
		} else {
			out = append(out, hbeSec("slack-webhook", "env", hbeF("SLACK_WEBHOOK_URL=%s", url), tok))
		}
	}
	return out
}
