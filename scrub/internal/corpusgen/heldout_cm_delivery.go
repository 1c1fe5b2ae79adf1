package main

import (
	"fmt"
	"strings"
)

// Delivery platforms: tablet logins, unlock PINs, partner API credentials.

var hcmDeliveryGens = []func() Sample{
	hcmDlHandover, hcmDlGlovoES, hcmDlGrabVI, hcmDlSetupTable, hcmDlUberAPI, hcmDlDeliverooAPI,
	hcmDlGlovoToken, hcmDlTabletPIN, hcmDlNewLeadMail, hcmDlJustEatChange, hcmDlUberES,
}

var hcmPlatforms = []string{"Uber Eats", "Deliveroo", "Glovo", "Just Eat"}

func hcmDlHandover() Sample {
	pw := hcmPassword()
	email := "orders." + hcmSlug() + "@gmail.com"
	p := hcmPick(hcmPlatforms)
	t := fmt.Sprintf("PM handover\n- %s tablet logged itself out again at 6ish\n   email: %s\n   pass: %s\n- %d delivery orders, 1 refund (missing drink)\n- rider waiting area needs a bin",
		p, email, pw, hcmN(12, 60))
	return hcmS("delivery-tablet-password", "handover", t, []string{pw}, email)
}

func hcmDlGlovoES() Sample {
	pw := hcmPassword()
	t := fmt.Sprintf("%s: chicos la tablet de Glovo se ha cerrado sesión\n%s: la contraseña es %s, el correo el de siempre\n%s: entrado, ya suenan los pedidos 🙃",
		hcmStaff(), hcmStaff(), pw, hcmStaff())
	return hcmS("delivery-tablet-password", "whatsapp", t, []string{pw}, "la tablet de Glovo")
}

func hcmDlGrabVI() Sample {
	pw := hcmPassword()
	phone := "09" + rnd(digits, 8)
	app := pick([]string{"GrabMerchant", "ShopeeFood Merchant", "Baemin"})
	t := fmt.Sprintf("Tài khoản %s của quán:\nSĐT đăng nhập: %s\nMật khẩu: %s\nNhớ bật nhận đơn lúc 10h30, tắt lúc 21h.", app, phone, pw)
	return hcmS("delivery-tablet-password", "note", t, []string{pw}, phone)
}

func hcmDlSetupTable() Sample {
	n := hcmN(2, 3)
	rows := []string{"| Platform | Login | Password |", "|---|---|---|"}
	var secs []string
	for i := 0; i < n; i++ {
		pw := hcmPassword()
		secs = append(secs, pw)
		rows = append(rows, fmt.Sprintf("| %s | %s | %s |", hcmPlatforms[i], "delivery+"+strings.ToLower(strings.ReplaceAll(hcmPlatforms[i], " ", ""))+"@"+hcmSlug()+".com", pw))
	}
	t := "### Delivery tablets (front counter)\n\n" + strings.Join(rows, "\n") + "\n\nCharge them overnight, volume at max."
	return hcmS("delivery-tablet-password", "markdown", t, secs, "Charge them overnight")
}

func hcmDlUberAPI() Sample {
	cid := rnd(b64url, 32)
	sec := rnd(b64url, 40)
	store := hcmUUID()
	t := fmt.Sprintf("uber_eats:\n  client_id: %s\n  client_secret: %s\n  scopes: [eats.store, eats.order]\n  store_id: %s\n", cid, sec, store)
	return hcmS("oauth-client-secret", "yaml", t, []string{sec}, cid, store)
}

func hcmDlDeliverooAPI() Sample {
	key := rnd(alnum, 24)
	sec := rnd(alnum+"-_", hcmN(40, 56))
	brand := hcmSlug()
	t := fmt.Sprintf("[deliveroo]\nbrand_id = %s\napi_key = %s\napi_secret = %s\nmenu_sync = true\n", brand, key, sec)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "api_key = "+key+"\n", "", 1)
		return hcmS("delivery-api-secret", "ini", t, []string{sec}, "brand_id = "+brand)
	}
	return hcmS("delivery-api-secret", "ini", t, []string{key, sec}, "brand_id = "+brand)
}

func hcmDlGlovoToken() Sample {
	tok := hcmUUID()
	store := hcmSlug() + "-" + rnd(digits, 3)
	t := fmt.Sprintf("$ curl -X PUT https://stageapi.glovoapp.com/webhook/stores/%s/products/%d \\\n  -H 'Authorization: %s' \\\n  -d '{\"available\": false}'\nHTTP/1.1 204 No Content", store, hcmN(1000, 9999), tok)
	return hcmS("delivery-api-token", "shell", t, []string{tok}, store)
}

func hcmDlTabletPIN() Sample {
	pin := rnd(digits, pick([]int{4, 6}))
	p := hcmPick(hcmPlatforms)
	t := pick([]string{
		"%s tablet screen lock PIN is %s now (the kids from the brunch table kept playing with it)",
		"desbloqueo de la tablet de %s: PIN %s",
		"mã mở khóa máy tính bảng %s: %s",
	})
	return hcmS("device-pin", "chat", fmt.Sprintf(t, p, pin), []string{pin}, p)
}

func hcmDlNewLeadMail() Sample {
	a, b := hcmPassword(), hcmPassword()
	name := hcmStaff()
	t := fmt.Sprintf("Hi %s,\n\nWelcome to the shift lead team! Logins you'll need:\n\nDeliveroo Hub - pass %s\nUber Eats Manager - pass %s\n(usernames are the kitchen@ address)\n\nRota is on Planday. Shout if anything doesn't work.\n",
		name, a, b)
	return hcmS("delivery-tablet-password", "mail", t, []string{a, b}, "Planday")
}

func hcmDlJustEatChange() Sample {
	pw := hcmPassword()
	t := fmt.Sprintf("Changed the %s password to %s because %s left last week. Please log back in on the tablet tomorrow before opening.",
		hcmPick(hcmPlatforms), pw, hcmStaff())
	return hcmS("delivery-tablet-password", "chat", t, []string{pw}, "log back in on the tablet")
}

func hcmDlUberES() Sample {
	pw := hcmPassword()
	user := "pedidos@" + hcmSlug() + ".es"
	t := fmt.Sprintf("Tablet Uber Eats (mostrador)\nUsuario: %s\nContraseña: %s\nSi pide código por SMS, llega al móvil del encargado.", user, pw)
	return hcmS("delivery-tablet-password", "note", t, []string{pw}, user)
}
