package main

import (
	"fmt"
	"strings"
)

// POS manager and void codes, safe, cold-room, alarm and locker codes.

var hcmPOSGens = []func() Sample{
	hcmPOSHandoverEN, hcmPOSWhatsES, hcmPOSZaloVI, hcmPOSYaml, hcmPOSStaffCSV, hcmSafeMail,
	hcmColdRoomChat, hcmAlarmES, hcmLockerVI, hcmClosingWiki, hcmPOSVendorTicket, hcmPOSJSON,
	hcmRelevoES, hcmBanGiaoVI, hcmSafeSlack,
}

func hcmPOSHandoverEN() Sample {
	code := hcmCode()
	who := hcmStaff()
	v := hcmVenue()
	food := pick([]string{"the sea bass", "oysters", "the lamb shoulder", "churros", "pho bo"})
	label := pick([]string{"manager override for voids is", "void/comp code tonight:", "mgr code for voids + refunds =", "override code (voids over £20):"})
	t := fmt.Sprintf("Handover PM -> close, %s\nfrom %s\n\n- 86'd %s after 8:40\n- table 14 complained about wait, comped 2 desserts\n- %s %s\n- card machine 2 needs charging\n- deep clean fryer Thursday\n",
		v, who, food, label, code)
	return hcmS("pos-manager-code", "handover", t, []string{code}, v)
}

func hcmPOSWhatsES() Sample {
	code := hcmCode()
	a, b := hcmStaff(), hcmStaff()
	d := fmt.Sprintf("%02d/%02d/25", hcmN(1, 28), hcmN(1, 12))
	msg := pick([]string{
		"el código de anulaciones del TPV es %s, no lo compartáis con los extras",
		"nuevo codigo de encargado en la caja: %s (el anterior ya no va)",
		"para anular tickets poned %s, que hoy no estoy yo",
	})
	t := fmt.Sprintf("[%s, %s] %s: buenas! %s\n[%s, %s] %s: ok gracias 👍\n[%s, %s] %s: y el datáfono de terraza?\n[%s, %s] %s: está cargando en la barra",
		d, hcmClock(), a, fmt.Sprintf(msg, code), d, hcmClock(), b, d, hcmClock(), b, d, hcmClock(), a)
	return hcmS("pos-void-code", "whatsapp", t, []string{code})
}

func hcmPOSZaloVI() Sample {
	code := hcmCode()
	who := hcmStaff()
	msg := pick([]string{
		"Mã hủy món trên máy POS đổi thành %s nha mọi người",
		"Mã quản lý máy tính tiền: %s, ko đưa cho nhân viên thời vụ",
		"ai cần hoàn tiền thì nhập mã %s (mã quản lý), xong báo chị",
	})
	t := fmt.Sprintf("%s (%s):\n%s\nCa tối nhớ kiểm tiền két trước 22h.", who, hcmClock(), fmt.Sprintf(msg, code))
	return hcmS("pos-manager-code", "chat", t, []string{code}, "Ca tối nhớ kiểm tiền két")
}

func hcmPOSYaml() Sample {
	pin := hcmCode()
	sup := hcmPIN4()
	term := "T" + rnd(digits, 2)
	t := fmt.Sprintf("# pos terminal config - %s\nterminal:\n  id: %s\n  printer: 192.168.%d.%d\n  currency: %s\nsecurity:\n  manager_pin: \"%s\"\n  supervisor_pin: %s\n  void_requires_pin: true\n  max_discount_pct: 20\n",
		hcmVenue(), term, hcmN(0, 20), hcmN(10, 250), pick([]string{"EUR", "GBP", "VND"}), pin, sup)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "  supervisor_pin: "+sup+"\n", "", 1)
		return hcmS("pos-manager-code", "yaml", t, []string{pin}, "id: "+term)
	}
	return hcmS("pos-manager-code", "yaml", t, []string{pin, sup}, "id: "+term)
}

func hcmPOSStaffCSV() Sample {
	n := hcmN(2, 3)
	var rows, secs []string
	used := map[string]bool{}
	for len(rows) < n {
		name := hcmStaff()
		if used[name] {
			continue
		}
		used[name] = true
		pin := hcmPIN4()
		secs = append(secs, pin)
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s", name, pick([]string{"server", "bartender", "supervisor", "host"}), pick([]string{"AM", "PM", "split"}), pin))
	}
	t := "name,role,shift,pos_pin\n" + strings.Join(rows, "\n") + "\n"
	return hcmS("pos-staff-pin", "csv", t, secs, "name,role,shift,pos_pin")
}

func hcmSafeMail() Sample {
	combo := fmt.Sprintf("%02d-%02d-%02d", hcmN(1, 99), hcmN(1, 99), hcmN(1, 99))
	who := hcmStaff()
	v := hcmVenue()
	t := fmt.Sprintf("Subject: office safe - new combination\n\nHi %s,\n\nThe locksmith reset the office safe this morning. New combination is %s (turn right first).\nPlease don't write it on the rota. Float bags for Saturday are on the top shelf.\n\nThanks,\nGM, %s",
		who, combo, v)
	return hcmS("safe-code", "mail", t, []string{combo}, v)
}

func hcmColdRoomChat() Sample {
	code := hcmCode()
	t := pick([]string{
		"chef says walk-in freezer keypad is %s now, old one stopped working after the engineer came",
		"cold room door code changed -> %s. press # after",
		"fyi keypad on the cold room: %s. temp log sheet is on the door",
	})
	who := hcmStaff()
	text := fmt.Sprintf("%s %s: %s\n%s %s: cheers", hcmClock(), who, fmt.Sprintf(t, code), hcmClock(), hcmStaff())
	return hcmS("cold-room-code", "chat", text, []string{code})
}

func hcmAlarmES() Sample {
	code := hcmCode()
	t := fmt.Sprintf("Cierre del local:\n1. Apagar freidoras y campana\n2. Bajar la persiana del %s\n3. Código de la alarma: %s (si salta, llamar a Securitas al %s)\n4. Echar la llave de la puerta trasera",
		pick([]string{"comedor", "salón", "patio"}), code, hcmPhone())
	return hcmS("alarm-code", "note", t, []string{code}, "Securitas")
}

func hcmLockerVI() Sample {
	code := hcmPIN4()
	safe := hcmCode()
	t := fmt.Sprintf("Ghi chú cho bạn mới:\n- Tủ đồ nhân viên số %d, mã khóa %s\n- Mã két sắt văn phòng: %s (chỉ quản lý ca được mở)\n- Đồng phục lấy ở kho, size M/L", hcmN(20, 60), code, safe)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "- Mã két sắt văn phòng: "+safe+" (chỉ quản lý ca được mở)\n", "", 1)
		return hcmS("locker-code", "note", t, []string{code}, "Đồng phục lấy ở kho")
	}
	return hcmS("locker-code", "note", t, []string{code, safe}, "Đồng phục lấy ở kho")
}

func hcmClosingWiki() Sample {
	alarm := hcmCode()
	safe := hcmCode()
	v := hcmVenue()
	t := fmt.Sprintf("# Closing checklist - %s\n\n| Step | What | Notes |\n|---|---|---|\n| 1 | Cash up tills | Z-report to office |\n| 2 | Safe | code %s, drop bag in slot |\n| 3 | Cold room | check temp < 5°C |\n| 4 | Alarm | set with %s, exit within 30s |\n",
		v, safe, alarm)
	return hcmS("alarm-code", "markdown", t, []string{safe, alarm}, v)
}

func hcmPOSVendorTicket() Sample {
	pw := hcmPassword()
	email := hcmEmailOf(hcmStaff())
	vendor := pick([]string{"Lightspeed", "Toast", "Revo", "SumUp POS", "iPOS.vn", "Loyverse"})
	t := fmt.Sprintf("Ticket #%d - %s support\n\nHello, our back office won't sync the menu since the update. You can log in to check:\nuser: %s\npassword: %s\nPlease change nothing on the tax settings. Location: %s\n",
		hcmN(100000, 999999), vendor, email, pw, hcmVenue())
	return hcmS("pos-backoffice-password", "ticket", t, []string{pw}, email)
}

func hcmPOSJSON() Sample {
	pw := hcmPassword()
	user := pick([]string{"gerente", "manager", "quanly", "backoffice"})
	t := fmt.Sprintf("{\n  \"pos_host\": \"https://%s.pos-cloud.example\",\n  \"store_id\": %d,\n  \"username\": \"%s\",\n  \"password\": \"%s\",\n  \"sync_interval_min\": 15\n}\n",
		hcmSlug(), hcmN(1000, 99999), user, pw)
	return hcmS("pos-backoffice-password", "json", t, []string{pw}, "\"username\": \""+user+"\"")
}

func hcmRelevoES() Sample {
	code := hcmCode()
	who := hcmStaff()
	t := fmt.Sprintf("RELEVO TURNO NOCHE - %s\nDe: %s\n\n* Caja cuadrada, descuadre de 2,40€ en la 2\n* Se ha roto una copa de cava, apuntado\n* Cámara frigorífica: puerta nueva, código %s\n* Falta pedir limones y hielo para mañana\n",
		hcmDate(), who, code)
	return hcmS("cold-room-code", "handover", t, []string{code}, "Caja cuadrada")
}

func hcmBanGiaoVI() Sample {
	code := hcmCode()
	pw := hcmPassword()
	t := fmt.Sprintf("BÀN GIAO CA SÁNG %s\n- Doanh thu ca: %d.000đ\n- Kho lạnh: mã cửa %s\n- Máy POS quầy bar: tk quanly / mk %s\n- Hết sữa tươi, đã gọi NCC",
		hcmDate(), hcmN(3000, 25000), code, pw)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "- Máy POS quầy bar: tk quanly / mk "+pw+"\n", "- Máy POS quầy bar: in hóa đơn chậm, đã báo kỹ thuật\n", 1)
		return hcmS("cold-room-code", "handover", t, []string{code}, "Hết sữa tươi")
	}
	return hcmS("cold-room-code", "handover", t, []string{code, pw}, "quanly")
}

func hcmSafeSlack() Sample {
	code := hcmCode()
	t := fmt.Sprintf("#ops-%s\n%s: reminder the safe in reception changes code every Monday. This week: %s\n%s: noted, and the key for the minibar store?\n%s: hook behind the door as usual",
		hcmSlug(), hcmStaff(), code, hcmStaff(), hcmStaff())
	return hcmS("safe-code", "chat", t, []string{code})
}
